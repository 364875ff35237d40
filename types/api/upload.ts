// The image upload contract (feedback photos). Plain constants and interfaces, no TypeBox: the site
// imports the limits at run time and must not pull the schema library into its bundle; the server's
// schemas are built from these in server/routes/upload.ts.

/** The largest image accepted, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** The multipart field that carries the image (Taro.uploadFile's `name`, FormData's key). */
export const UPLOAD_FIELD = 'file'

/** Accepted image types and the extension each is served under. */
export const UPLOAD_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const

export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES

/** Where the server serves an upload; feedback endpoints accept photo URLs of exactly this shape. */
export const UPLOAD_URL_PREFIX = '/api/v1/media/upload/'
export const UPLOAD_URL_PATTERN = /^\/api\/v1\/media\/upload\/([0-9a-f]{32})\.(jpg|png|webp|gif)$/

/** POST /api/v1/upload/image answers with this. */
export interface UploadedImage {
  /** Site-relative URL to put in a feedback's `photos`. */
  url: string
  mime: UploadImageType
  size: number
}

/** One stored feedback as operations read it back (GET /api/v1/admin/feedback, admins only). */
export interface AdminFeedbackItem {
  kind: 'poi' | 'app'
  id: number
  userId: number | null
  /** The place reported (poi feedback only). */
  placeId: number | null
  /** The scene (poi) or the category (app). */
  topic: string
  text: string
  photos: string[]
  contact: string | null
  createdAt: string
}
