import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getPlatform } from '@/platform'
import { uploadedUrls, usePhotoUploads, type PhotoItem, type PhotoUploads } from '@/components/photo-uploads'
import type { Created } from '@types-shared/api/place'
import { createDraftStore } from '../draft-store'
import { MAX_PHOTOS, validateForm, type FeedbackFields, type FeedbackKind, type FormErrors } from '../model'

export type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; message: string }
  | { status: 'sent'; id: number }

export interface FeedbackPayload extends FeedbackFields {
  photos: string[]
}

export interface FeedbackFormOptions {
  kind: FeedbackKind
  draftKey: string
  allowedTopics: readonly string[]
  send: (payload: FeedbackPayload) => Promise<Created>
}

export interface FeedbackForm {
  /** False until the stored draft was read, so a restored text never flashes in late. */
  ready: boolean
  restored: boolean
  fields: FeedbackFields
  setField: (name: keyof FeedbackFields, value: string) => void
  photos: PhotoItem[]
  photoActions: Pick<PhotoUploads, 'add' | 'remove' | 'retry'>
  /** Messages to show now: every field's after a send was tried, the contact's once it was left. */
  errors: FormErrors
  blurContact: () => void
  submit: () => Promise<void>
  submitState: SubmitState
  canSubmit: boolean
}

const EMPTY: FeedbackFields = { topic: '', text: '', contact: '' }

/**
 * One feedback form: fields, photos and sending. Everything typed and every uploaded photo is kept as a
 * draft in platform storage on each change, so a failed send, a lost network or a reload loses nothing;
 * the draft is dropped once the server has the feedback.
 */
export function useFeedbackForm({ kind, draftKey, allowedTopics, send }: FeedbackFormOptions): FeedbackForm {
  const store = useMemo(() => createDraftStore(getPlatform().storage, draftKey), [draftKey])
  const uploads = usePhotoUploads(MAX_PHOTOS)
  const { restore } = uploads
  const [fields, setFields] = useState<FeedbackFields>(EMPTY)
  const [ready, setReady] = useState(false)
  const [restored, setRestored] = useState(false)
  const [tried, setTried] = useState(false)
  const [contactLeft, setContactLeft] = useState(false)
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'idle' })
  const sent = useRef(false)

  useEffect(() => {
    let current = true
    store.load().then((draft) => {
      if (!current) return
      if (draft) {
        setFields(draft.fields)
        restore(draft.photoUrls)
        setRestored(true)
      }
      setReady(true)
    })
    return () => {
      current = false
    }
  }, [store, restore])

  const urls = uploadedUrls(uploads.photos)
  const urlsKey = urls.join('\n')
  useEffect(() => {
    if (!ready || sent.current) return
    store.save({ fields, photoUrls: urlsKey ? urlsKey.split('\n') : [] }).catch(() => undefined)
  }, [ready, store, fields, urlsKey])

  const allErrors = validateForm(kind, fields, uploads.photos, allowedTopics)
  const errors: FormErrors = tried
    ? allErrors
    : contactLeft && allErrors.contact
      ? { contact: allErrors.contact }
      : {}
  const busy = submitState.status === 'sending' || uploads.photos.some((p) => p.status === 'uploading')

  const setField = useCallback((name: keyof FeedbackFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
  }, [])

  const submit = async () => {
    setTried(true)
    if (busy || Object.keys(allErrors).length > 0) return
    setSubmitState({ status: 'sending' })
    try {
      const created = await send({
        topic: fields.topic,
        text: fields.text.trim(),
        contact: fields.contact.trim(),
        photos: urls,
      })
      sent.current = true
      await store.clear()
      setSubmitState({ status: 'sent', id: created.id })
    } catch (error) {
      setSubmitState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return {
    ready,
    restored,
    fields,
    setField,
    photos: uploads.photos,
    photoActions: { add: uploads.add, remove: uploads.remove, retry: uploads.retry },
    errors,
    blurContact: () => setContactLeft(true),
    submit,
    submitState,
    canSubmit: ready && !busy,
  }
}
