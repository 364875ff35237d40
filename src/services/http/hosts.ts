import { COMPANY_HOST_SUFFIXES, DEVOPS_HOST_SUFFIXES } from './constants'

/** Which company host a request goes to: decides X-Requested-With (SPEC.md section 7). */
export type HostKind = 'devops' | 'company' | 'other'

const matches = (host: string, suffixes: readonly string[]) =>
  suffixes.some((s) => host === s || host.endsWith(`.${s}`))

export function resolveUrl(url: string, base: string | undefined): URL | null {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

export function hostKind(url: string, base: string | undefined): HostKind {
  const parsed = resolveUrl(url, base)
  if (!parsed) return 'other'
  const host = parsed.hostname.toLowerCase()
  if (matches(host, DEVOPS_HOST_SUFFIXES)) return 'devops'
  if (matches(host, COMPANY_HOST_SUFFIXES)) return 'company'
  return 'other'
}

/** Same origin as the page; false when there is no page origin (mini-programs, node). */
export function isSameOrigin(url: string, pageOrigin: string | undefined): boolean {
  if (!pageOrigin) return false
  const parsed = resolveUrl(url, pageOrigin)
  return parsed !== null && parsed.origin === new URL(pageOrigin).origin
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookie: string | undefined, name: string): string | undefined {
  if (!cookie) return undefined
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    if (part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return undefined
}
