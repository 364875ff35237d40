import { API_CODES } from '@types-shared/api/codes'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/wish'

const codeOf = (error: unknown): number =>
  Number(error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : NaN)

/**
 * The wish campaign's own answers in the traveller's words: one wish a day (LIMIT_REACHED on makeWish)
 * and a wish that is gone. Codes every prize campaign shares (no chances, campaign ended, not signed
 * in) are the prize feature's: null here, and the page asks that one next.
 */
export function wishErrorKey(error: unknown): MessageKey | null {
  const code = codeOf(error)
  if (code === API_CODES.LIMIT_REACHED) return 'wish.error.oneADay'
  if (code === API_CODES.RESOURCE_NOT_FOUND || code === API_CODES.NOT_FOUND) return 'wish.error.notFound'
  return null
}
