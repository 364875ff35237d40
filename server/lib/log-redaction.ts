// What the request log may not hold (issue 11, defect 6): session ids travel in Authorization or in
// ?sid=, SSO tickets in ?ticket=. Headers are redacted by pino's paths; the URL goes through
// redactUrl, which masks the value of every token-like query parameter (the name is decoded first, as
// the query parser would, so ?%73id= is masked too).

export const REDACTED = '[redacted]'

const SECRET_PARAM =
  /^(sid|session(_?id)?|ticket|token|access_token|auth_token|user_?token|password|code|sign)$/i

/** Header paths pino masks (the req serializer below adds no headers, this is for any that log them). */
export const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-sign"]']

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const hash = url.indexOf('#', q)
  const query = url.slice(q + 1, hash < 0 ? undefined : hash)
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq < 0 ? pair : pair.slice(0, eq)
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, q)}?${masked}${hash < 0 ? '' : url.slice(hash)}`
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's own req serializer, with the URL redacted. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}
