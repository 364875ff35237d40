import type { PageScrollAdapter } from '../types'
import { assertElementId } from '../element-id'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/**
 * The browser scrolls the element itself: `scrollIntoView` finds whichever box scrolls, and the
 * element's CSS `scroll-margin-top` keeps it clear of a sticky bar (so `stickyTop` is the stylesheet's
 * business here, in the same design px). Smooth unless prefers-reduced-motion says otherwise.
 */
export function createWebPageScroll(doc: Document = document, win: Window = window): PageScrollAdapter {
  return {
    async toElement(id) {
      assertElementId(id)
      const element = doc.getElementById(id)
      if (!element) throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, `no element #${id}`)
      const still = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      element.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    },
    async toOffset(top) {
      if (!Number.isFinite(top) || top < 0) {
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, `not an offset: ${top}`)
      }
      win.scrollTo({ top, behavior: 'auto' })
    },
  }
}
