import { HIGHLIGHT_CSS, HIGHLIGHT_STYLE_ID } from './constants'

/** switch:highlight outlines the elements that carry tracking keys (a stylesheet, removed when off). */
export function setHighlight(enabled: boolean, doc: Document | undefined = globalDocument()): void {
  if (!doc?.head) return
  const existing = doc.getElementById(HIGHLIGHT_STYLE_ID)
  if (!enabled) {
    existing?.remove()
    return
  }
  if (existing) return
  const style = doc.createElement('style')
  style.id = HIGHLIGHT_STYLE_ID
  style.textContent = HIGHLIGHT_CSS
  doc.head.appendChild(style)
}

const globalDocument = () => (typeof document === 'undefined' ? undefined : document)
