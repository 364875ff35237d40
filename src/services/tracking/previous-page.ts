import { TOKEN_VALIDITY_MS } from './constants'

export interface PreviousPage {
  pageKey: string
  index: number
}

/**
 * The previous-page reference (rp, rp_index) travels as `<timestamp>.<index>.<page key>`: the leading
 * timestamp lets a reader refuse a token left by a visit long ago (SPEC.md section 5: under 12 hours).
 */
export function encodePreviousPage(page: PreviousPage, now: number): string {
  return `${now}.${page.index}.${page.pageKey}`
}

export function decodePreviousPage(token: string | null | undefined, now: number): PreviousPage | null {
  if (!token) return null
  const match = /^(\d+)\.(\d+)\.(.+)$/.exec(token)
  if (!match) return null
  const age = now - Number(match[1])
  if (!(age >= 0 && age < TOKEN_VALIDITY_MS)) return null
  return { pageKey: match[3], index: Number(match[2]) }
}
