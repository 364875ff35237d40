import { t } from '@/i18n'
import '@/i18n/locales/parts/wish'
import { wishErrorKey } from '../model/wish-errors'

/** How the page words an error this feature does not know (the prize feature's shared codes). */
export type DescribeError = (error: unknown) => string

/** The feature's own message first, then the page's; a thrown Error's text as the last resort. */
export function describeWishError(error: unknown, fallback?: DescribeError): string {
  const key = wishErrorKey(error)
  if (key) return t(key)
  if (fallback) return fallback(error)
  return error instanceof Error ? error.message : String(error)
}
