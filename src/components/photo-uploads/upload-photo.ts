import { getPlatform, type PickedPhoto } from '@/platform'
import { TRAVEL_API_PREFIX, UPLOAD_TIMEOUT_MS } from '@/services/http'
import { apiOrigin, getTravelApi } from '@/services/site-client'
import { createTokenStore, TOKEN_NOT_FOUND } from '@/services/auth'
import { UPLOAD_FIELD, UPLOAD_URL_PATTERN, type UploadedImage } from '@types-shared/api/upload'

const UPLOAD_PATH = '/upload/image'

/** The URL in the endpoint's answer, whether the transport unwrapped the envelope (web) or not (mini). */
export function uploadedUrlOf(answer: unknown): string {
  const data =
    answer && typeof answer === 'object' && 'data' in answer && 'success' in answer
      ? (answer as { data: unknown }).data
      : answer
  const url = data && typeof data === 'object' ? (data as Partial<UploadedImage>).url : undefined
  if (typeof url !== 'string' || !UPLOAD_URL_PATTERN.test(url)) {
    throw new Error('the upload answered without an image address')
  }
  return url
}

/** Headers for the transports outside the request client (a mini-program's uploadFile). */
async function sessionHeaders(): Promise<Record<string, string>> {
  const token = await createTokenStore(getPlatform().storage).getToken()
  return token && token !== TOKEN_NOT_FOUND ? { Authorization: token } : {}
}

/**
 * POST upload/image (60 s, SPEC.md section 9) through the platform's photo capability; resolves with the
 * URL the server issued, which is what a form's `photos` must carry (feedback, custom check-in places).
 */
export async function uploadPhoto(
  photo: PickedPhoto,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const api = getTravelApi()
  const answer = await getPlatform().photos.upload(photo, {
    url: `${apiOrigin()}${TRAVEL_API_PREFIX}${UPLOAD_PATH}`,
    field: UPLOAD_FIELD,
    headers: await sessionHeaders(),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress,
    sendForm: (form, progress) =>
      api.upload(UPLOAD_PATH, form, {
        onUploadProgress: (e) => {
          if (progress && e.total) progress(e.loaded / e.total)
        },
      }),
  })
  return uploadedUrlOf(answer)
}

/** Where an uploaded photo is shown from: mini-programs need the API host in front of the path. */
export const photoDisplayUrl = (url: string) => (url.startsWith('/') ? `${apiOrigin()}${url}` : url)
