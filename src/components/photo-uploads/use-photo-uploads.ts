import { useCallback, useRef, useState } from 'react'
import { getPlatform, type PickedPhoto } from '@/platform'
import { useT } from '@/i18n'
import { UPLOAD_MAX_BYTES } from '@types-shared/api/upload'
import '@/i18n/locales/parts/photos'
import { uploadPhoto, photoDisplayUrl } from './upload-photo'
import type { PhotoItem } from './model'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface PhotoUploads {
  photos: PhotoItem[]
  add(): Promise<void>
  remove(id: string): void
  retry(id: string): void
  /** Puts back photos a draft kept (already on the server). */
  restore(urls: readonly string[]): void
  /** Forgets every photo (a form that was sent starts empty). */
  clear(): void
}

/**
 * The photo grid's state: each picked photo uploads at once, with its own progress, error and retry, so
 * the form only ever sends URLs the server issued. At most `max` photos (the form's own limit).
 */
export function usePhotoUploads(max: number): PhotoUploads {
  const t = useT()
  const [photos, setPhotos] = useState<PhotoItem[]>([])
  const picked = useRef(new Map<string, PickedPhoto>())
  const seq = useRef(0)

  const patch = useCallback(
    (id: string, change: Partial<PhotoItem>) =>
      setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p))),
    [],
  )

  const start = useCallback(
    (id: string, photo: PickedPhoto) => {
      patch(id, { status: 'uploading', progress: 0, error: undefined })
      uploadPhoto(photo, (progress) => patch(id, { progress: Math.min(1, Math.max(0, progress)) })).then(
        (url) => patch(id, { status: 'uploaded', progress: 1, url }),
        (error: unknown) => patch(id, { status: 'failed', error: errorText(error) }),
      )
    },
    [patch],
  )

  const add = useCallback(async () => {
    const room = max - photos.length
    if (room <= 0) return
    const { photos: adapter, ui } = getPlatform()
    let chosen: PickedPhoto[]
    try {
      chosen = await adapter.pick(room)
    } catch (error) {
      await ui.toast(t('photos.pickFailed', { message: errorText(error) })).catch(() => undefined)
      return
    }
    const mb = UPLOAD_MAX_BYTES / 1024 / 1024
    const fitting = chosen.slice(0, room).filter((photo) => {
      if ((photo.size ?? 0) <= UPLOAD_MAX_BYTES) return true
      ui.toast(t('photos.tooLarge', { name: photo.name, mb })).catch(() => undefined)
      return false
    })
    const items = fitting.map((photo) => {
      const id = `p${++seq.current}`
      picked.current.set(id, photo)
      return { id, photo }
    })
    setPhotos((list) => [
      ...list,
      ...items.map(({ id, photo }) => ({
        id,
        previewUrl: photo.previewUrl,
        name: photo.name,
        status: 'uploading' as const,
        progress: 0,
      })),
    ])
    items.forEach(({ id, photo }) => start(id, photo))
  }, [max, photos.length, start, t])

  const remove = useCallback((id: string) => {
    picked.current.delete(id)
    setPhotos((list) => list.filter((p) => p.id !== id))
  }, [])

  const retry = useCallback(
    (id: string) => {
      const photo = picked.current.get(id)
      if (photo) start(id, photo)
    },
    [start],
  )

  const restore = useCallback((urls: readonly string[]) => {
    setPhotos(
      urls.map((url) => ({
        id: `p${++seq.current}`,
        previewUrl: photoDisplayUrl(url),
        name: url.split('/').pop() ?? url,
        status: 'uploaded' as const,
        progress: 1,
        url,
      })),
    )
  }, [])

  const clear = useCallback(() => {
    picked.current.clear()
    setPhotos([])
  }, [])

  return { photos, add, remove, retry, restore, clear }
}
