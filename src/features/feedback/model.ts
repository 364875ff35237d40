// The feedback forms' rules as pure functions: what a valid form is, and which message each field
// gets. The limits mirror the server's schemas (types/api/place.ts PoiFeedbackBody, other.ts
// AppFeedbackBody), so whatever passes here passes there.
import type { FEEDBACK_SCENES, FeedbackSceneList } from '@types-shared/api/place'
import type { APP_FEEDBACK_CATEGORIES as SERVER_CATEGORIES } from '@types-shared/api/other'
import { photosProblem, type PhotoItem } from '@/components/photo-uploads'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/feedback'

export type FeedbackKind = 'poi' | 'app'
export type FeedbackScene = FeedbackSceneList[number]
// From the server's own lists (type-only: the site does not load the schema library).
export type AppFeedbackCategory = (typeof SERVER_CATEGORIES)[number]
export type PoiFeedbackScene = (typeof FEEDBACK_SCENES)[number]

/** The categories of AppFeedbackBody, in the order the form offers them. */
export const APP_FEEDBACK_CATEGORIES = [
  'bug',
  'suggestion',
  'content',
  'account',
  'other',
] as const satisfies readonly AppFeedbackCategory[]

export const MAX_PHOTOS = 6
export const CONTACT_MAX = 100
export const TEXT_LIMITS: Record<FeedbackKind, { min: number; max: number }> = {
  poi: { min: 2, max: 500 },
  app: { min: 5, max: 1000 },
}

/** What the traveller typed and chose: the part of a form kept as a draft. */
export interface FeedbackFields {
  /** The scene (place report) or the category (contact us); '' until chosen. */
  topic: string
  text: string
  contact: string
}

export type FieldName = 'topic' | 'text' | 'contact' | 'photos'
export type FieldError = { key: MessageKey; params?: Record<string, string | number> }
export type FormErrors = Partial<Record<FieldName, FieldError>>

/** Characters as a traveller counts them: an emoji is one, not two UTF-16 units. */
export const charCount = (text: string) => Array.from(text.trim()).length

export function validateTopic(
  kind: FeedbackKind,
  topic: string,
  allowed: readonly string[],
): FieldError | null {
  if (topic && allowed.includes(topic)) return null
  return { key: kind === 'poi' ? 'feedback.error.sceneRequired' : 'feedback.error.categoryRequired' }
}

export function validateText(kind: FeedbackKind, text: string): FieldError | null {
  const { min, max } = TEXT_LIMITS[kind]
  const n = charCount(text)
  if (n === 0) return { key: 'feedback.error.textRequired' }
  if (n < min) return { key: 'feedback.error.textTooShort', params: { min } }
  if (n > max) return { key: 'feedback.error.textTooLong', params: { max } }
  return null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** Mainland mobile numbers, or international ones with a leading +; spaces and dashes are allowed. */
const PHONE = /^(?:1[3-9]\d{9}|\+\d{7,15})$/

export function isContact(value: string): boolean {
  const v = value.trim()
  return EMAIL.test(v) || PHONE.test(v.replace(/[\s-]/g, ''))
}

export function validateContact(contact: string): FieldError | null {
  const v = contact.trim()
  if (!v) return null
  if (v.length > CONTACT_MAX) return { key: 'feedback.error.contactTooLong', params: { max: CONTACT_MAX } }
  return isContact(v) ? null : { key: 'feedback.error.contactInvalid' }
}

export function validatePhotos(photos: readonly PhotoItem[]): FieldError | null {
  const problem = photosProblem(photos)
  if (problem === 'uploading') return { key: 'feedback.error.photosUploading' }
  if (problem === 'failed') return { key: 'feedback.error.photosFailed' }
  return null
}

/** Every field's message; an empty object means the form can be sent. */
export function validateForm(
  kind: FeedbackKind,
  fields: FeedbackFields,
  photos: readonly PhotoItem[],
  allowedTopics: readonly string[],
): FormErrors {
  const errors: FormErrors = {}
  const checks: Array<[FieldName, FieldError | null]> = [
    ['topic', validateTopic(kind, fields.topic, allowedTopics)],
    ['text', validateText(kind, fields.text)],
    ['contact', validateContact(fields.contact)],
    ['photos', validatePhotos(photos)],
  ]
  for (const [name, error] of checks) if (error) errors[name] = error
  return errors
}

/** The title of a scene in the page's language. */
export const sceneTitle = (scene: FeedbackScene, locale: string) =>
  locale === 'en' ? scene.titleEn : scene.title
