import { PRELOAD_RATIO } from './constants'

/**
 * Whether an element is within `ratio` viewport heights: up to half a screen below the fold at 1.5 (and
 * the same margin above, for pages restored mid-scroll).
 */
export function isNearViewport(
  rect: { top: number; bottom: number },
  viewportHeight: number,
  ratio = PRELOAD_RATIO,
): boolean {
  const margin = viewportHeight * (ratio - 1)
  return rect.top < viewportHeight + margin && rect.bottom > -margin
}

/** Runs at most once per interval, and once more at its end if asked meanwhile (the last scroll counts). */
export function throttle(run: () => void, intervalMs: number): () => void {
  let last = -Infinity
  let trailing: ReturnType<typeof setTimeout> | undefined
  return () => {
    const now = Date.now()
    const wait = intervalMs - (now - last)
    if (wait <= 0) {
      last = now
      run()
    } else if (trailing === undefined) {
      trailing = setTimeout(() => {
        trailing = undefined
        last = Date.now()
        run()
      }, wait)
    }
  }
}
