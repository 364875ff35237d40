import type { PageScrollAdapter } from '../types'
import { assertElementId } from '../element-id'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/**
 * Taro's H5 router scrolls each page inside its own container (`.taro_page`, the shown one last in the
 * stack, the others hidden), which is also where its onPageScroll offsets come from; the window only
 * scrolls when there is no such container.
 */
function shownPage(doc: Document, win: Window): HTMLElement | undefined {
  const pages = Array.from(doc.querySelectorAll<HTMLElement>('.taro_page')).reverse()
  return pages.find((page) => win.getComputedStyle?.(page).display !== 'none')
}

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
      ;(shownPage(doc, win) ?? win).scrollTo({ top, behavior: 'auto' })
    },
  }
}
