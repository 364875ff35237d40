// Data a document carries for its page's first render (src/services/http/embedded-data.ts reads it).
// A JSON data block is never executed, so the content-security policy's script rules do not apply; the
// JSON is escaped so no string inside it can close the element or break the HTML.

export const EMBEDDED_DATA_ID = 'trip-data'

const escapeForHtml = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** One piece of data under its key; a document may carry several, each found by its own id. */
export function embeddedDataScript(key: string, data: unknown): string {
  const safeKey = key.replace(/[^\w:.-]/g, '')
  return `<script id="${EMBEDDED_DATA_ID}:${safeKey}" type="application/json" data-key="${safeKey}">${escapeForHtml(JSON.stringify(data))}</script>`
}
