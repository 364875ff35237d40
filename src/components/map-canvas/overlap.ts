/**
 * Markers that would sit on each other are spread so every one can be read and tapped (issue 12):
 * markers are grouped when their circles overlap (transitively), and a group is laid out on a small ring
 * around its centre, in visiting order, the ring wide enough that no two circles touch. A marker alone
 * stays where it is. Pure: positions in the map's own units in, positions out.
 */
export interface PlacedMarker<Id> {
  id: Id
  x: number
  y: number
}

export interface SpreadMarker<Id> extends PlacedMarker<Id> {
  /** Where the marker really is, when it was moved off it (a leader line may join the two). */
  anchor?: { x: number; y: number }
}

/**
 * Groups of markers whose circles (of `radius`) overlap, directly or through others; `touches` may
 * decide instead (by index), for things of other sizes.
 */
export function overlapGroups<Id>(
  markers: readonly PlacedMarker<Id>[],
  radius: number,
  touches: (a: number, b: number) => boolean = (a, b) =>
    Math.hypot(markers[a].x - markers[b].x, markers[a].y - markers[b].y) < 2 * radius,
): number[][] {
  const parent = markers.map((_, i) => i)
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])))
  for (let i = 0; i < markers.length; i++) {
    for (let j = i + 1; j < markers.length; j++) {
      if (touches(i, j)) parent[find(j)] = find(i)
    }
  }
  const groups = new Map<number, number[]>()
  markers.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]))
  return [...groups.values()]
}

/** The ring radius on which `n` circles of `radius` sit side by side with a gap between them. */
export function ringRadius(n: number, radius: number, gap = 0.15): number {
  if (n <= 1) return 0
  // Neighbours on the ring are 2R sin(pi/n) apart; they must be 2r (1 + gap) apart.
  return (radius * (1 + gap)) / Math.sin(Math.PI / n)
}

/**
 * Spreads overlapping markers; the result keeps the input's order. Groups whose rings would overlap are
 * merged into one ring (so spreading one knot never lays it over the next), and rings are kept inside
 * `bounds` (a margin of one radius): a ring at the map's edge is pushed inward, not cut.
 */
export function spreadMarkers<Id>(
  markers: readonly PlacedMarker<Id>[],
  radius: number,
  bounds?: { width: number; height: number },
): SpreadMarker<Id>[] {
  let groups = overlapGroups(markers, radius)
  for (let round = 0; round < markers.length; round++) {
    const discs = groups.map((group) => ({
      ...centroid(markers, group),
      id: 0,
      r: ringRadius(group.length, radius) + radius,
    }))
    // Two groups whose discs (ring and markers) touch become one group.
    const merged = overlapGroups(
      discs.map((d, i) => ({ id: i, x: d.x, y: d.y })),
      0,
      (a, b) => Math.hypot(discs[a].x - discs[b].x, discs[a].y - discs[b].y) < discs[a].r + discs[b].r,
    )
    if (merged.length === groups.length) break
    groups = merged.map((members) => members.flatMap((g) => groups[g]).sort((a, b) => a - b))
  }
  const out: SpreadMarker<Id>[] = markers.map((m) => ({ ...m }))
  for (const group of groups) {
    if (group.length < 2) continue
    const r = ringRadius(group.length, radius)
    const c = centroid(markers, group)
    const ox = bounds ? clamp(c.x, r + radius, bounds.width - r - radius) : c.x
    const oy = bounds ? clamp(c.y, r + radius, bounds.height - r - radius) : c.y
    group.forEach((index, k) => {
      // First stop at the top, then clockwise: visiting order reads round the ring.
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / group.length
      const m = markers[index]
      out[index] = {
        id: m.id,
        x: ox + r * Math.cos(angle),
        y: oy + r * Math.sin(angle),
        anchor: { x: m.x, y: m.y },
      }
    })
  }
  return out
}

function centroid<Id>(
  markers: readonly PlacedMarker<Id>[],
  group: readonly number[],
): { x: number; y: number } {
  return {
    x: group.reduce((s, i) => s + markers[i].x, 0) / group.length,
    y: group.reduce((s, i) => s + markers[i].y, 0) / group.length,
  }
}

/** Between lo and hi; the middle of them when they cross (a ring wider than the map). */
function clamp(value: number, lo: number, hi: number): number {
  if (lo > hi) return (lo + hi) / 2
  return Math.min(hi, Math.max(lo, value))
}
