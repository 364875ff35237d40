// What the photo picker holds: each picked photo with its own upload state, and the two questions a form
// asks of them (can it be sent yet, and which URLs to send).

export type PhotoStatus = 'uploading' | 'uploaded' | 'failed'

export interface PhotoItem {
  /** Stable within the page, for keys and actions. */
  id: string
  previewUrl: string
  name: string
  status: PhotoStatus
  /** 0..1 while uploading. */
  progress: number
  /** The server's URL once uploaded. */
  url?: string
  error?: string
}

/** Why the photos cannot be sent yet: one still uploading, or one failed (retry or remove it). */
export type PhotosProblem = 'uploading' | 'failed'

export function photosProblem(photos: readonly PhotoItem[]): PhotosProblem | null {
  if (photos.some((p) => p.status === 'uploading')) return 'uploading'
  if (photos.some((p) => p.status === 'failed')) return 'failed'
  return null
}

/** The URLs to send: the server issued them; photos still uploading or failed have none. */
export const uploadedUrls = (photos: readonly PhotoItem[]) =>
  photos.flatMap((p) => (p.status === 'uploaded' && p.url ? [p.url] : []))
