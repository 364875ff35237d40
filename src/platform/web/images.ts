import type { ImageSaverAdapter } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/** Browsers cannot write to the photo library: the image is downloaded (a long press saves it on phones). */
export const webImages: ImageSaverAdapter = {
  async save({ url }) {
    if (!/^(https?:\/\/|data:image\/|\/)/.test(url)) {
      throw new PlatformError(
        PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
        'an image is saved from an http(s), data or site address',
      )
    }
    const link = document.createElement('a')
    link.href = url
    link.download = url.startsWith('data:')
      ? 'trip-image.png'
      : (url.split('/').pop()?.split('?')[0] ?? 'trip-image')
    link.rel = 'noopener'
    document.body.appendChild(link)
    link.click()
    link.remove()
  },
  // Drawn only where a page makes a poster: its code stays out of every first load.
  rasterize: (svg, size) => import('./rasterize').then(({ rasterizeSvg }) => rasterizeSvg(svg, size)),
}
