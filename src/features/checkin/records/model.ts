// The records page's rules as pure functions: how lit places are grouped, what a custom place needs
// before it is sent, and what a nickname may be. The limits are the server's own
// (types/api/custom-record-rules.ts, types/api/checkin.ts NicknameBody), so what passes here passes there.
import type { PhotoItem } from '@/components/photo-uploads'
import { photosProblem, uploadedUrls } from '@/components/photo-uploads'
import type { MessageKey, Locale } from '@/i18n'
import type { CheckinRecord, CreateCustomBody } from '@types-shared/api/checkin'
import {
  CUSTOM_NAME_MAX,
  CUSTOM_NOTE_MAX,
  CUSTOM_PHOTOS_MAX,
  visitedOnProblem,
} from '@types-shared/api/custom-record-rules'
import '@/i18n/locales/parts/records'

export { CUSTOM_NAME_MAX, CUSTOM_NOTE_MAX, CUSTOM_PHOTOS_MAX }

/** Countries first, then provinces, then cities: the order the page lists them in. */
export const LEVELS = ['country', 'province', 'city'] as const
export type RegionLevel = (typeof LEVELS)[number]
export const RECORD_SOURCES = ['manual', 'location', 'journey', 'custom'] as const
export type RecordSource = (typeof RECORD_SOURCES)[number]
export const isRecordSource = (value: string): value is RecordSource =>
  (RECORD_SOURCES as readonly string[]).includes(value)

/** How long typing rests before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250
/** types/api/checkin.ts KeywordQuery: 1 to 40 characters. */
export const KEYWORD_MAX = 40
/** types/api/checkin.ts NicknameBody. */
export const NICKNAME_MAX = 20

export type FieldError = { key: MessageKey; params?: Record<string, string | number> }

/** Characters as a traveller counts them (an emoji is one), without surrounding spaces. */
export const charCount = (text: string) => Array.from(text.trim()).length

/** What a search sends: trimmed, at most 40 characters; '' means no search. */
export const searchKeyword = (raw: string) => Array.from(raw.trim()).slice(0, KEYWORD_MAX).join('')

export interface LevelGroup {
  level: RegionLevel
  records: CheckinRecord[]
}

/** The records by level, countries first; a level with none is left out; each keeps the given order. */
export function groupByLevel(records: readonly CheckinRecord[]): LevelGroup[] {
  return LEVELS.map((level) => ({ level, records: records.filter((r) => r.region.level === level) })).filter(
    (group) => group.records.length > 0,
  )
}

export function countByLevel(records: readonly CheckinRecord[]): Record<RegionLevel, number> {
  const counts = { country: 0, province: 0, city: 0 }
  for (const r of records) if (r.region.level in counts) counts[r.region.level as RegionLevel] += 1
  return counts
}

/** The traveller's calendar day, YYYY-MM-DD: the latest visit date the form offers. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A day as travellers read it, with the year (a record may be years old): "2025年4月3日" or "3 Apr 2025".
 * A YYYY-MM-DD is that day; a moment (createdAt) is its local day. Anything else is shown as given.
 */
export function formatDay(value: string, locale: Locale): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const d = plain ? null : new Date(value)
  if (!plain && (!d || Number.isNaN(d.getTime()))) return value
  const [y, m, day] = plain
    ? [Number(plain[1]), Number(plain[2]), Number(plain[3])]
    : [d!.getFullYear(), d!.getMonth() + 1, d!.getDate()]
  return locale === 'en' ? `${day} ${MONTHS_EN[m - 1]} ${y}` : `${y}年${m}月${day}日`
}

export function nicknameProblem(value: string): FieldError | null {
  const n = charCount(value)
  if (n === 0) return { key: 'records.nickname.required' }
  if (n > NICKNAME_MAX) return { key: 'records.nickname.tooLong', params: { max: NICKNAME_MAX } }
  return null
}

export function customNameProblem(value: string): FieldError | null {
  const n = charCount(value)
  if (n === 0) return { key: 'records.error.nameRequired' }
  if (n > CUSTOM_NAME_MAX) return { key: 'records.error.nameTooLong', params: { max: CUSTOM_NAME_MAX } }
  return null
}

/** Where a custom place is: always WGS-84 (the server's regions are), however it was found. */
export interface PickedPoint {
  lat: number
  lon: number
  from: 'location' | 'region'
  /** The region's names when picked from the search. */
  name?: string
  nameEn?: string
}

export interface CustomFields {
  name: string
  /** YYYY-MM-DD, or '' for none. */
  visitedOn: string
  note: string
}

export type CustomFieldName = 'name' | 'visitedOn' | 'note' | 'point' | 'photos'
export type CustomErrors = Partial<Record<CustomFieldName, FieldError>>

const DATE_MESSAGES = {
  format: 'records.error.dateInvalid',
  'too-early': 'records.error.dateTooEarly',
  future: 'records.error.dateFuture',
} as const

/**
 * Every field's message; an empty object means the place can be sent. The visit date may be at most
 * the traveller's today (`today`), which is never past the server's limit (its UTC today plus one).
 */
export function validateCustomRecord(
  fields: CustomFields,
  point: PickedPoint | null,
  photos: readonly PhotoItem[],
  today: string,
): CustomErrors {
  const errors: CustomErrors = {}
  const name = customNameProblem(fields.name)
  if (name) errors.name = name
  const date = fields.visitedOn ? visitedOnProblem(fields.visitedOn, today) : null
  if (date) errors.visitedOn = { key: DATE_MESSAGES[date] }
  if (charCount(fields.note) > CUSTOM_NOTE_MAX)
    errors.note = { key: 'records.error.noteTooLong', params: { max: CUSTOM_NOTE_MAX } }
  if (!point) errors.point = { key: 'records.error.pointRequired' }
  const photoProblem = photosProblem(photos)
  if (photoProblem === 'uploading') errors.photos = { key: 'records.error.photosUploading' }
  if (photoProblem === 'failed') errors.photos = { key: 'records.error.photosFailed' }
  return errors
}

/** The body of record/custom/create for a valid form: trimmed, optional fields only when given. */
export function customRecordBody(
  fields: CustomFields,
  point: PickedPoint,
  photos: readonly PhotoItem[],
): CreateCustomBody {
  const note = fields.note.trim()
  const urls = uploadedUrls(photos)
  return {
    name: fields.name.trim(),
    lat: point.lat,
    lon: point.lon,
    ...(fields.visitedOn ? { visitedOn: fields.visitedOn } : {}),
    ...(note ? { note } : {}),
    ...(urls.length ? { photos: urls } : {}),
  }
}
