import { API_CODES } from '@types-shared/api/codes'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { LocateError } from '@/services/location'

export type CaptureAction = 'collect' | 'task' | 'exchange'

const codeOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined

/**
 * The collector campaign's own answers, in the traveller's words. Codes every prize campaign shares
 * (campaign ended, not signed in, prize states) are the prize feature's, so this answers null for them
 * and the page asks that one next. A too-far card is a plain 400 on collect (server/routes/capture.ts).
 */
export function captureErrorKey(error: unknown, action: CaptureAction): MessageKey | null {
  if (error instanceof LocateError) return 'capture.error.locate'
  const code = Number(codeOf(error))
  if (action === 'collect' && code === API_CODES.BAD_REQUEST) return 'capture.error.tooFar'
  if (code === API_CODES.NOT_ENOUGH_POINTS) return 'capture.error.notEnoughPoints'
  if (code === API_CODES.OUT_OF_STOCK) return 'capture.error.soldOut'
  if (code === API_CODES.TASK_DONE) return 'capture.error.taskDone'
  return null
}
