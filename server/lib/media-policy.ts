// Which image addresses a user may give as an avatar or photo (issue 11, defect 9): the server's own
// media (the drawn images of lib/media.ts, uploads of routes/upload.ts), or https addresses on a
// configured host (MEDIA_ALLOWED_HOSTS). Other users are shown these addresses (wish details, winner
// lists), so javascript:, data:, http: and any other host are refused. One check, used by the
// `media-url` format of every body schema that carries one (types/api/common.ts MediaUrl).
import { mediaUrl } from './media'
import { UPLOAD_URL_PATTERN } from '../../types/api/upload'

export const MEDIA_URL_FORMAT = 'media-url'

// The kinds lib/media.ts draws, read from its own builders so a new kind is covered the day it appears.
const DRAWN_KINDS = Object.values(mediaUrl).map((build) => build(1).split('/')[4])
const DRAWN = new RegExp(`^/api/v1/media/(${DRAWN_KINDS.join('|')})/\\d{1,9}(-\\d{1,2})?\\.svg$`)
const UNSAFE_CHARS = /[\\\s\u0000-\u001f\u007f]/
const MAX_URL = 1024

export function isOwnMedia(url: string): boolean {
  return DRAWN.test(url) || UPLOAD_URL_PATTERN.test(url)
}

export function isAllowedMediaUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (url.length === 0 || url.length > MAX_URL || UNSAFE_CHARS.test(url)) return false
  if (isOwnMedia(url)) return true
  if (!url.startsWith('https://')) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password || parsed.port) return false
  return allowedHosts.includes(parsed.hostname.toLowerCase())
}
