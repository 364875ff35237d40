import { BLANK_COLUMNS, BLANK_ROWS, BLANK_THRESHOLD } from './constants'

/** The 5 x 10 points sampled, at the centres of a grid over the viewport. */
export function samplePoints(width: number, height: number): Array<[number, number]> {
  const points: Array<[number, number]> = []
  for (let row = 0; row < BLANK_ROWS; row++) {
    for (let col = 0; col < BLANK_COLUMNS; col++) {
      points.push([((col + 0.5) * width) / BLANK_COLUMNS, ((row + 0.5) * height) / BLANK_ROWS])
    }
  }
  return points
}

/** Share of points that show nothing but a container; at or above the threshold the screen is blank. */
export function blankRatio(points: Array<[number, number]>, isEmptyAt: (x: number, y: number) => boolean) {
  if (points.length === 0) return 0
  return points.filter(([x, y]) => isEmptyAt(x, y)).length / points.length
}

export const isBlank = (ratio: number) => ratio >= BLANK_THRESHOLD

const CONTAINERS = new Set(['HTML', 'BODY', 'TARO-VIEW-CORE', 'DIV'])

/** In the browser: the topmost element at a point is the root, the body, or an empty app container. */
export function domIsEmptyAt(doc: Document) {
  return (x: number, y: number): boolean => {
    const el = doc.elementFromPoint?.(x, y)
    if (!el) return true
    if (!CONTAINERS.has(el.tagName)) return false
    return el.id === 'app' || el.tagName === 'HTML' || el.tagName === 'BODY' || el.children.length === 0
  }
}

/** At most once per interval (SPEC.md section 9: 10 s), however often it is asked. */
export function createThrottle(intervalMs: number) {
  let last = -Infinity
  return (now: number): boolean => {
    if (now - last < intervalMs) return false
    last = now
    return true
  }
}
