import { PlatformError, PLATFORM_ERROR_CODES } from './errors'

const ELEMENT_ID = /^[A-Za-z][\w-]{0,80}$/

/** An id the page gave an element; anything else (a selector, markup) is refused before it reaches a query. */
export function assertElementId(id: string): void {
  if (typeof id !== 'string' || !ELEMENT_ID.test(id)) {
    throw new PlatformError(
      PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
      `not an element id: ${String(id).slice(0, 100)}`,
    )
  }
}
