import type { ClientRequestArgs } from '../types'

const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/**
 * SPEC.md section 7: native only sends JSON or form bodies, so any other content type is forced to
 * JSON, and the url is made absolute because native has no page location to resolve it against.
 */
export function normalizeClientRequest(args: ClientRequestArgs, base: string | undefined): ClientRequestArgs {
  const headers: Record<string, string> = {}
  let contentType: string | undefined
  for (const [name, value] of Object.entries(args.headers ?? {})) {
    if (name.toLowerCase() === 'content-type') contentType = value
    else headers[name] = value
  }
  const keep = contentType && (contentType.includes(JSON_TYPE) || contentType.includes(FORM_TYPE))
  headers['Content-Type'] = keep ? (contentType as string) : JSON_TYPE
  return { ...args, url: absoluteUrl(args.url, base), headers }
}

export function absoluteUrl(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).href
  } catch {
    // No base outside a browser (mini-program, node): leave it for native to reject.
    return url
  }
}
