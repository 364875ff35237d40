import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'
import { articleLink, LINK_REL, RICH_ATTRIBUTES, RICH_TAGS } from './allow-list'

// The strict configuration: only the allow-list survives; data-, aria-, unknown protocols and every
// namespace trick are off. ALLOWED_URI_REGEXP is a second lock behind the link hook below.
const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TAGS],
  ALLOWED_ATTR: [...RICH_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
}

/**
 * A DOMPurify instance of its own (hooks on the shared default would leak into any other user of it),
 * with the link rules as hooks: an <a> keeps its href only when it is an allowed http(s) address, and
 * gets rel=noopener; `href` on any other element is dropped (the attribute allow-list is per document,
 * not per tag).
 */
export function createSanitizer(win: Window = window): (html: string) => string {
  const purify: DOMPurify = createDOMPurify(win as never)
  if (!purify.isSupported) return () => ''
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'href') data.keepAttr = false
    else if (node.nodeName !== 'A' || !articleLink(data.attrValue)) data.keepAttr = false
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    const href = articleLink(node.getAttribute('href'))
    if (href) {
      node.setAttribute('href', href)
      node.setAttribute('rel', LINK_REL)
    } else {
      node.removeAttribute('href')
    }
  })
  return (html) => (typeof html === 'string' ? purify.sanitize(html, CONFIG) : '')
}

let shared: ((html: string) => string) | undefined

/** The page's sanitizer, made on first use (the rich block loads this file only when it needs it). */
export function sanitizeHtml(html: string): string {
  shared ??= createSanitizer()
  return shared(html)
}
