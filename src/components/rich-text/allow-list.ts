import { DEFAULT_ALLOWED_HOSTS, isAllowedUrl } from '@/platform/url-policy'

// The one allow-list of the one sanitizer (issue 16, docs/magazine.md). An operator's `rich` block may
// use these and nothing else: no media, no forms, no styles, no ids or classes to collide with the page.
export const RICH_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
] as const

/** The only attribute an author may write; `rel` is added by the sanitizer itself on kept links. */
export const RICH_ATTRIBUTES = ['href'] as const

/** What a kept link carries besides its href, so a page it opens cannot reach back to this one. */
export const LINK_REL = 'noopener noreferrer'

/**
 * Where an article may link: an absolute http(s) address on an allowed host (src/platform/url-policy.ts).
 * Relative addresses are refused too: an article is read on many origins (H5, the app, previews), and a
 * relative link would mean a different page on each. Returns the normalized address, or null.
 */
export function articleLink(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const href = raw.trim()
  if (!/^https?:\/\//i.test(href)) return null
  if (!isAllowedUrl(href, { allowedHosts: DEFAULT_ALLOWED_HOSTS })) return null
  return new URL(href).href
}

/**
 * Where an article's picture may come from: the site's own media (a root-relative path) or an allowed
 * http(s) host. Anything else (a script or data URL an operator pasted) shows no picture at all.
 */
export function articleImage(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const src = raw.trim()
  if (/^\/(?![/\\])[^\s]*$/.test(src) && !/[\u0000-\u001f\u007f]/.test(src)) return src
  return articleLink(src)
}
