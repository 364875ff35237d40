/**
 * The ticket's `url` is a path on the API's host (docs/co-editing.md "Protocol"): the socket's address
 * is that path on the API's origin with http(s) turned into ws(s). An origin that is not http(s)
 * gives an empty address, which the platform refuses (ERR_URL_NOT_ALLOWED).
 */
export function socketUrlFor(path: string, apiOrigin: string): string {
  const origin = apiOrigin.replace(/\/+$/, '')
  const match = /^(https?):\/\//i.exec(origin)
  if (!match) return ''
  const scheme = match[1].toLowerCase() === 'https' ? 'wss' : 'ws'
  return `${scheme}://${origin.slice(match[0].length)}${path.startsWith('/') ? path : `/${path}`}`
}
