import type { PhotoAdapter, PhotoUploadTarget, PickedPhoto } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

export interface FakePhotoAdapter extends PhotoAdapter {
  /** What the next picks answer (the user backs out when it is empty). */
  nextPick: PickedPhoto[]
  /** Answers each upload; by default like the server, with a fresh upload URL. */
  respond: (photo: PickedPhoto, target: PhotoUploadTarget) => Promise<unknown>
  /** Every upload asked for, in order. */
  readonly uploads: Array<{ photo: PickedPhoto; target: PhotoUploadTarget }>
}

/** A photo as the fake hands it out; `n` makes its name and preview unique. */
export const fakePhoto = (n: number): PickedPhoto => ({
  previewUrl: `data:image/png;base64,fake${n}`,
  name: `photo-${n}.png`,
  size: 2048,
  mime: 'image/png',
})

/** A URL shaped like the server's (32 hex digits), different for each upload. */
export const fakeUploadUrl = (n: number) => `/api/v1/media/upload/${n.toString(16).padStart(32, '0')}.png`

export function createFakePhotos(): FakePhotoAdapter {
  const uploads: FakePhotoAdapter['uploads'] = []
  const adapter: FakePhotoAdapter = {
    nextPick: [],
    uploads,
    respond: async () => ({ url: fakeUploadUrl(uploads.length), mime: 'image/png', size: 2048 }),
    async pick(max) {
      if (!Number.isInteger(max) || max < 1) {
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'pick at least one photo')
      }
      return adapter.nextPick.slice(0, max)
    },
    async upload(photo, target) {
      uploads.push({ photo, target })
      const answer = await adapter.respond(photo, target)
      target.onProgress?.(1)
      return answer
    },
  }
  return adapter
}
