// A rich block as plain paragraphs, with no DOM: mini-programs have none, and the web shows this if the
// sanitizer cannot load. The result is only ever rendered as React text (escaped), so this needs to be
// tidy, not safe: whatever markup survives here is shown as characters, never parsed.

/** Elements whose content is not reading text (code, styles, embedded documents). */
const DROPPED =
  /<(script|style|template|noscript|xmp|iframe|noembed|noframes|textarea|title|svg|math|object)\b[\s\S]*?<\/\1\s*>/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const BREAK = /<\/?(?:p|br|li|h[1-6]|blockquote|div|ul|ol|tr|section|article)\b[^>]*>/gi
const TAG = /<\/?[a-z!?][^>]*>?/gi

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    // Control characters and what String.fromCodePoint refuses are dropped, not shown.
    if (!Number.isFinite(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      return ''
    return String.fromCodePoint(code)
  })
}

/** The paragraphs of an HTML string, tags removed and entities decoded; empty lines dropped. */
export function htmlToParagraphs(html: unknown): string[] {
  if (typeof html !== 'string') return []
  return html
    .replace(COMMENT, '')
    .replace(DROPPED, '')
    .replace(BREAK, '\n')
    .replace(TAG, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
