/**
 * A ring that snapping made touch itself, made simple again. Two points of a ring may have moved onto
 * the same neighbour's point: the ring then passes there twice, and what lies between is a loop. A loop
 * of almost no area (a spike, a fold, a sliver narrower than the tolerance) is dropped; a real one (two
 * lobes meeting at a point) becomes a ring of its own.
 */
import { ringArea } from './geometry.mjs'

/** Consecutive repeats of a point removed; a spike a-b-a becomes a. Closed ring in, closed ring out. */
function tidy(ring) {
  const out = []
  for (const point of ring.slice(0, -1)) {
    if (out.at(-1) === point) continue
    if (out.length >= 2 && out.at(-2) === point)
      out.pop() // a -> b -> a: the spike's tip goes
    else out.push(point)
  }
  while (out.length > 1 && out[0] === out.at(-1)) out.pop()
  return [...out, out[0]]
}

/**
 * @param {[number, number][]} ring closed; points that snapped together are the same array object
 * @param {number} tolerance degrees: loops smaller than a tolerance squared go
 * @returns {[number, number][][]} the ring's simple parts, largest first (none if nothing is left)
 */
export function untangle(ring, tolerance) {
  const parts = []
  const pending = [tidy(ring)]
  while (pending.length > 0) {
    const current = pending.pop()
    const seen = new Map()
    let split = null
    for (let i = 0; i < current.length - 1; i += 1) {
      if (seen.has(current[i])) {
        split = [seen.get(current[i]), i]
        break
      }
      seen.set(current[i], i)
    }
    if (!split) {
      if (current.length >= 4 && ringArea(current) > tolerance * tolerance) parts.push(current)
      continue
    }
    const [i, j] = split
    pending.push(
      tidy([...current.slice(i, j), current[i]]),
      tidy([...current.slice(0, i), ...current.slice(j)]),
    )
  }
  return parts.sort((a, b) => ringArea(b) - ringArea(a))
}
