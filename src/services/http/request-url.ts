/**
 * Where a request really goes, before axios builds it: base URL + url, resolved against the page, with
 * its query parameters. Headers that depend on the target (trace id, XSRF, X-Sign) read this.
 */
export interface RequestTarget {
  /** Absolute URL, or null when it cannot be resolved (no page origin and a relative url). */
  url: URL | null
  /** The path as sent, without the query. */
  path: string
  /** The url's own query plus `params`, as sent. */
  query: URLSearchParams
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:)?\/\//i

export function joinUrl(baseURL: string | undefined, url: string | undefined): string {
  const path = url ?? ''
  if (!baseURL || ABSOLUTE.test(path)) return path
  return path ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : baseURL
}

export function appendParams(query: URLSearchParams, params: unknown): void {
  if (!params || typeof params !== 'object') return
  if (params instanceof URLSearchParams) {
    params.forEach((v, k) => query.append(k, v))
    return
  }
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    for (const one of Array.isArray(value) ? value : [value]) {
      query.append(key, one instanceof Date ? one.toISOString() : String(one))
    }
  }
}

export function requestTarget(
  config: { baseURL?: string; url?: string; params?: unknown },
  pageOrigin: string | undefined,
): RequestTarget {
  const joined = joinUrl(config.baseURL, config.url)
  let url: URL | null = null
  try {
    // Without a page (mini-programs) a relative url has nothing to resolve against; a dummy base still
    // yields its path and query for signing.
    url = new URL(joined, pageOrigin ?? 'http://relative.invalid')
  } catch {
    url = null
  }
  const query = new URLSearchParams(url?.search ?? '')
  appendParams(query, config.params)
  const resolved = url && (pageOrigin || ABSOLUTE.test(joined)) ? url : null
  return { url: resolved, path: url?.pathname ?? joined.split('?')[0], query }
}
