import type { RasterImage } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { svgDataUrl } from '../svg-data-url'

const MIN_SCALE = 2
// Past 3x a poster only grows: no phone screen shows more, and a 600x900 poster at 3x is already ~1 MB.
const MAX_SCALE = 3

/** The scale a drawing is rasterised at: the screen's pixel ratio rounded up, between 2 and 3. */
export function rasterScale(devicePixelRatio: number | undefined): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio ? devicePixelRatio : 1
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.ceil(ratio)))
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () =>
      reject(new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'the drawing is not a readable SVG'))
    image.src = src
  })
}

/**
 * Browsers (and the app's web view) draw the SVG into a canvas and keep both a PNG data URL (which the
 * app's saveImage takes as base64) and a File (which navigator.share takes), so that a later tap can
 * share at once, inside the tap's user activation.
 */
export async function rasterizeSvg(
  svg: string,
  size: { width: number; height: number },
): Promise<RasterImage> {
  if (!(size.width > 0 && size.height > 0 && size.width <= 4096 && size.height <= 4096)) {
    throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'a drawing is 1 to 4096 pixels a side')
  }
  const scale = rasterScale(typeof window !== 'undefined' ? window.devicePixelRatio : 1)
  const image = await loadImage(svgDataUrl(svg))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(size.width * scale)
  canvas.height = Math.round(size.height * scale)
  const context = canvas.getContext('2d')
  if (!context) throw new PlatformError(PLATFORM_ERROR_CODES.NOT_SUPPORTED, 'this browser cannot draw images')
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  const file =
    blob && typeof File === 'function'
      ? new File([blob], 'trip-poster.png', { type: 'image/png' })
      : undefined
  return { url: canvas.toDataURL('image/png'), file, width: canvas.width, height: canvas.height }
}
