import { useEffect, useRef, type RefObject } from 'react'

/** Nested sheets share one lock: the page scrolls again only when the last sheet closes. */
let scrollLocks = 0
let savedOverflow: { body: string; html: string } | null = null

function lockScroll(): () => void {
  const { body, documentElement: html } = document
  if (scrollLocks++ === 0) {
    savedOverflow = { body: body.style.overflow, html: html.style.overflow }
    body.style.overflow = 'hidden'
    html.style.overflow = 'hidden'
  }
  return () => {
    if (--scrollLocks === 0 && savedOverflow) {
      body.style.overflow = savedOverflow.body
      html.style.overflow = savedOverflow.html
      savedOverflow = null
    }
  }
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Tab and Shift+Tab cycle inside the dialog, so keyboard users never land on the page behind it. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
  if (items.length === 0) {
    event.preventDefault()
    panel.focus()
    return
  }
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * What a modal dialog owes keyboard and screen-reader users on H5 (WAI-ARIA dialog pattern): focus
 * moves into the dialog and back to where it was on close, Escape closes, Tab stays inside, and the
 * page behind does not scroll. Mini-programs have no document, focus or keyboard: nothing to do there.
 */
export function useModalBehaviour(panelRef: RefObject<unknown>, onClose: () => void) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return undefined
    const panel = panelRef.current as HTMLElement | null
    const previous = document.activeElement as HTMLElement | null
    // Focusable by script only (tabindex -1), so focus can rest on the dialog itself; Taro's View has no tabIndex prop.
    panel?.setAttribute?.('tabindex', '-1')
    panel?.focus?.()
    const unlock = lockScroll()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.stopPropagation()
        close.current()
      } else if (event.key === 'Tab' && panel) {
        trapTab(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      unlock()
      // The element that opened the sheet may have been re-rendered away; focusing it is then a no-op.
      if (previous && previous !== document.body && previous.isConnected) previous.focus?.()
    }
  }, [panelRef])
}
