import { t } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { captureErrorKey, type CaptureAction } from '../model/capture-errors'

/** How the page words an error this feature does not know (the prize feature's shared codes). */
export type DescribeError = (error: unknown) => string

/** The feature's own message first, then the page's; a thrown Error's text as the last resort. */
export function describeCaptureError(
  error: unknown,
  action: CaptureAction,
  fallback?: DescribeError,
): string {
  const key = captureErrorKey(error, action)
  if (key) return t(key)
  if (fallback) return fallback(error)
  return error instanceof Error ? error.message : String(error)
}
