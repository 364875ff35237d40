/**
 * The nearest ancestor that scrolls its content (Taro's H5 page, `.taro_page`, has `overflow-y: scroll`:
 * the window itself never scrolls), or null for the viewport. An IntersectionObserver's rootMargin grows
 * only its root: with the viewport as root, the page's scrolling box still clips at its own edge, and
 * images half a screen below were not loaded until they were on screen.
 */
export function scrollRootOf(element: Element): Element | null {
  if (typeof getComputedStyle !== 'function') return null
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node === document.body || node === document.documentElement) return null
    const overflowY = getComputedStyle(node).overflowY
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return null
}
