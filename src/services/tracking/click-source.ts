import { CLICK_NAVIGATION_WINDOW_MS } from './constants'

export interface ClickMark {
  eventKey: string
  index: number
  at: number
}

/** A click counts as the source of a navigation only if it came under 800 ms before (SPEC.md section 5). */
export function clickSource(mark: ClickMark | null, now: number): ClickMark | null {
  if (!mark) return null
  const age = now - mark.at
  return age >= 0 && age < CLICK_NAVIGATION_WINDOW_MS ? mark : null
}
