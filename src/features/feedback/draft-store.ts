import type { StorageAdapter } from '@/platform'
import { UPLOAD_URL_PATTERN } from '@types-shared/api/upload'
import { MAX_PHOTOS, type FeedbackFields, type FeedbackKind } from './model'

/** What is kept of an unsent form: the fields and the photos already on the server (never local files). */
export interface FeedbackDraft {
  fields: FeedbackFields
  photoUrls: string[]
}

const VERSION = 1

/** One draft per form, and per place for place reports, so two places never share a half-written text. */
export const draftKey = (kind: FeedbackKind, placeId?: string) =>
  kind === 'poi' ? `feedback-draft-poi-${placeId ?? 'none'}` : 'feedback-draft-app'

const isString = (v: unknown): v is string => typeof v === 'string'

/** Reads a stored draft defensively: anything malformed (an older version, a hand edit) counts as none. */
export function parseDraft(raw: string | null): FeedbackDraft | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as { v?: unknown; fields?: Record<string, unknown>; photoUrls?: unknown }
    const f = value.fields
    if (value.v !== VERSION || !f || !isString(f.topic) || !isString(f.text) || !isString(f.contact))
      return null
    const photoUrls = Array.isArray(value.photoUrls)
      ? value.photoUrls
          .filter((u): u is string => isString(u) && UPLOAD_URL_PATTERN.test(u))
          .slice(0, MAX_PHOTOS)
      : []
    return { fields: { topic: f.topic, text: f.text, contact: f.contact }, photoUrls }
  } catch {
    return null
  }
}

export const isEmptyDraft = (d: FeedbackDraft) =>
  !d.fields.topic && !d.fields.text.trim() && !d.fields.contact.trim() && d.photoUrls.length === 0

export interface DraftStore {
  load(): Promise<FeedbackDraft | null>
  save(draft: FeedbackDraft): Promise<void>
  clear(): Promise<void>
}

/** The draft in platform storage; storage failures never break the form, they only cost the draft. */
export function createDraftStore(storage: StorageAdapter, key: string): DraftStore {
  return {
    load: () => storage.getItem(key).then(parseDraft, () => null),
    save: (draft) =>
      (isEmptyDraft(draft)
        ? storage.removeItem(key)
        : storage.setItem(key, JSON.stringify({ v: VERSION, ...draft }))
      ).catch(() => undefined),
    clear: () => storage.removeItem(key).catch(() => undefined),
  }
}
