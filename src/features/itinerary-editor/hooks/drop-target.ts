import type { CoeditItinerary } from '@/services/coedit'

/** Where a dragged stop lands: a day and its place there, counted without the stop itself. */
export interface DropTarget {
  dayId: string
  index: number
}

export interface Box {
  top: number
  bottom: number
}

/** A row's height when the page cannot measure (a mini-program's elements have no synchronous layout). */
export const ESTIMATED_ROW_PX = 132

/**
 * The target under a finger or pointer at `y`, from the measured boxes of the days and their rows: the
 * day the point is in (the nearest one when it is between days), and in it before the first row whose
 * middle is below the point, or at its end.
 */
export function dropTargetAt(
  itinerary: CoeditItinerary,
  dragged: string,
  y: number,
  days: ReadonlyMap<string, Box>,
  rows: ReadonlyMap<string, Box>,
): DropTarget | null {
  let best: { dayId: string; distance: number } | null = null
  for (const day of itinerary.days) {
    const box = days.get(day.id)
    if (!box) continue
    const distance = y < box.top ? box.top - y : y > box.bottom ? y - box.bottom : 0
    if (!best || distance < best.distance) best = { dayId: day.id, distance }
  }
  if (!best) return null
  const day = itinerary.days.find((d) => d.id === best!.dayId)!
  const others = day.items.filter((item) => item.id !== dragged)
  const index = others.findIndex((item) => {
    const box = rows.get(item.id)
    return box !== undefined && (box.top + box.bottom) / 2 > y
  })
  return { dayId: day.id, index: index === -1 ? others.length : index }
}

/** Without measurements: the same day, moved by whole estimated rows. */
export function dropTargetByRows(
  itinerary: CoeditItinerary,
  dragged: string,
  deltaY: number,
): DropTarget | null {
  const day = itinerary.days.find((d) => d.items.some((item) => item.id === dragged))
  if (!day) return null
  const from = day.items.findIndex((item) => item.id === dragged)
  const index = Math.max(0, Math.min(day.items.length - 1, from + Math.round(deltaY / ESTIMATED_ROW_PX)))
  return { dayId: day.id, index }
}
