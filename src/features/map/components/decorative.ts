/**
 * Taro's H5 Image passes `nativeProps` to its <img>: an empty alt marks a drawing as decoration, so
 * screen readers skip it (the markers and the map's label carry the meaning) and Lighthouse's
 * image-alt audit passes. Mini-programs ignore it.
 */
export const DECORATIVE_IMAGE = { alt: '' } as const
