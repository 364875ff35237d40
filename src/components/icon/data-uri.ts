import { iconSvg, type IconName } from './glyphs'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Base64 of an ASCII string. The icons are ASCII SVG, and base64 is the one data-URI form every
 * mini-program's image accepts (some refuse percent-encoded SVG); btoa is not there in mini-programs.
 */
export function asciiBase64(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i)
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN
    const triple = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += ALPHABET[(triple >> 18) & 63] + ALPHABET[(triple >> 12) & 63]
    out += Number.isNaN(b) ? '=' : ALPHABET[(triple >> 6) & 63]
    out += Number.isNaN(c) ? '=' : ALPHABET[triple & 63]
  }
  return out
}

const cache = new Map<IconName, string>()

/** The icon as an image address: encoded once per icon, on first use. */
export function iconDataUri(name: IconName): string {
  let uri = cache.get(name)
  if (!uri) {
    uri = `data:image/svg+xml;base64,${asciiBase64(iconSvg(name))}`
    cache.set(name, uri)
  }
  return uri
}
