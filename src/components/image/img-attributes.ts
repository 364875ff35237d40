import type { ImgHTMLAttributes } from 'react'

/**
 * What Taro's H5 Image puts on its <img> (its `imgProps`, with config h5.useHtmlComponents): the alt
 * text, where '' marks decoration that screen readers skip, and for the page's largest image a high
 * fetch priority. Mini-programs' image has neither and ignores them.
 */
export function imgAttributes(
  alt: string,
  { priority = false }: { priority?: boolean } = {},
): ImgHTMLAttributes<HTMLImageElement> {
  // React 18 knows no fetchPriority prop: the lowercase attribute reaches the DOM without a warning.
  return (priority ? { alt, fetchpriority: 'high' } : { alt }) as ImgHTMLAttributes<HTMLImageElement>
}

/** A drawing whose meaning is carried elsewhere (a map's markers and label). */
export const DECORATIVE_IMAGE = imgAttributes('')
