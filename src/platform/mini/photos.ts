import Taro from '@tarojs/taro'
import type { PhotoAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/** The message of a JSON error answer (`{ msg }`), or a generic one. */
function failureOf(statusCode: number, body: unknown): PlatformError {
  const msg = body && typeof body === 'object' && 'msg' in body ? String((body as { msg: unknown }).msg) : ''
  return new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, msg || `upload failed with status ${statusCode}`)
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data) as unknown
  } catch {
    return data
  }
}

/**
 * Mini-programs: the vendor's image picker and uploadFile (FormData does not exist there). The timeout is
 * enforced here as well as asked of the vendor, since some runtimes ignore uploadFile's `timeout`.
 */
export const miniPhotos: PhotoAdapter = {
  async pick(max) {
    if (!Number.isInteger(max) || max < 1) {
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'pick at least one photo')
    }
    try {
      const { tempFiles } = await atSeam(
        PLATFORM_ERROR_CODES.UNKNOWN,
        Taro.chooseImage({ count: max, sizeType: ['compressed'], sourceType: ['album', 'camera'] }),
      )
      return tempFiles.slice(0, max).map((f, i) => ({
        previewUrl: f.path,
        name: f.path.split('/').pop() || `photo-${i + 1}`,
        size: f.size,
      }))
    } catch (error) {
      if (error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.CANCELLED) return []
      throw error
    }
  },
  upload(photo, target) {
    return new Promise((resolve, reject) => {
      let settled = false
      // Declared before the call: a vendor that fails synchronously settles before the timer exists.
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = (fn: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        fn()
      }
      const task = Taro.uploadFile({
        url: target.url,
        filePath: photo.previewUrl,
        name: target.field,
        header: target.headers,
        timeout: target.timeoutMs,
        success: (res) =>
          finish(() => {
            const body = parse(res.data)
            const failed =
              res.statusCode >= 400 ||
              (body !== null && typeof body === 'object' && (body as { success?: unknown }).success === false)
            if (failed) reject(failureOf(res.statusCode, body))
            else resolve(body)
          }),
        fail: (err) => finish(() => reject(new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, err.errMsg))),
      })
      if (settled) return
      timer = setTimeout(
        () =>
          finish(() => {
            task?.abort?.()
            reject(
              new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, `timeout of ${target.timeoutMs} ms exceeded`),
            )
          }),
        target.timeoutMs,
      )
      task?.onProgressUpdate?.((p) => target.onProgress?.(p.progress / 100))
    })
  },
}
