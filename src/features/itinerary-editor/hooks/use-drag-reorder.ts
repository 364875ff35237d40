import { useRef, useState } from 'react'
import type { CoeditItinerary } from '@/services/coedit'
import { dropTargetAt, dropTargetByRows, type Box, type DropTarget } from './drop-target'

interface TouchLike {
  touches?: ArrayLike<{ clientY: number }>
  changedTouches?: ArrayLike<{ clientY: number }>
  preventDefault?: () => void
  stopPropagation?: () => void
}
interface DragLike {
  clientY?: number
  currentTarget?: unknown
  preventDefault?: () => void
  dataTransfer?: { setData?: (type: string, value: string) => void; effectAllowed?: string } | null
}

const yOf = (e: TouchLike) => (e.touches?.[0] ?? e.changedTouches?.[0])?.clientY ?? null

/** Where an element is on screen, where it can say (H5: the DOM); null in a mini-program. */
function boxOf(element: unknown): Box | null {
  const measure = (element as { getBoundingClientRect?: () => DOMRect } | null)?.getBoundingClientRect
  const rect = measure?.call(element)
  return rect && rect.height > 0 ? { top: rect.top, bottom: rect.bottom } : null
}

function measureAll(elements: Map<string, unknown>): Map<string, Box> | null {
  const boxes = new Map<string, Box>()
  for (const [id, element] of elements) {
    const box = boxOf(element)
    if (!box) return null
    boxes.set(id, box)
  }
  return boxes
}

/**
 * Reordering by dragging: on touch, the row's handle follows the finger (days and rows measured when
 * the finger goes down); with a mouse, the browser's own drag and drop on the row. Either ends in
 * one move, within a day or across days. The up/down buttons stay for those who cannot drag.
 */
export function useDragReorder(
  itinerary: CoeditItinerary,
  onMove: (itemId: string, target: DropTarget) => void,
) {
  const rows = useRef(new Map<string, unknown>())
  const days = useRef(new Map<string, unknown>())
  const touch = useRef<{
    itemId: string
    startY: number
    days: Map<string, Box> | null
    rows: Map<string, Box> | null
  } | null>(null)
  const [dragging, setDragging] = useState<{ itemId: string; target: DropTarget | null } | null>(null)

  const targetAt = (
    itemId: string,
    y: number,
    startY: number,
    dayBoxes: Map<string, Box> | null,
    rowBoxes: Map<string, Box> | null,
  ) =>
    dayBoxes && rowBoxes
      ? dropTargetAt(itinerary, itemId, y, dayBoxes, rowBoxes)
      : dropTargetByRows(itinerary, itemId, y - startY)

  const finish = (target: DropTarget | null, itemId: string) => {
    setDragging(null)
    if (target) onMove(itemId, target)
  }

  return {
    dragging,
    registerRow: (itemId: string) => (element: unknown) => {
      if (element) rows.current.set(itemId, element)
      else rows.current.delete(itemId)
    },
    registerDay: (dayId: string) => (element: unknown) => {
      if (element) days.current.set(dayId, element)
      else days.current.delete(dayId)
    },
    handleProps: (itemId: string) => ({
      onTouchStart: (e: TouchLike) => {
        const y = yOf(e)
        if (y === null) return
        touch.current = { itemId, startY: y, days: measureAll(days.current), rows: measureAll(rows.current) }
        setDragging({ itemId, target: null })
      },
      onTouchMove: (e: TouchLike) => {
        const t = touch.current
        const y = yOf(e)
        if (!t || y === null) return
        // The finger moves the row, not the page.
        e.preventDefault?.()
        setDragging({ itemId, target: targetAt(itemId, y, t.startY, t.days, t.rows) })
      },
      onTouchEnd: (e: TouchLike) => {
        const t = touch.current
        touch.current = null
        const y = yOf(e)
        finish(t && y !== null ? targetAt(itemId, y, t.startY, t.days, t.rows) : null, itemId)
      },
      onTouchCancel: () => {
        touch.current = null
        setDragging(null)
      },
    }),
    rowDragProps: (itemId: string) => ({
      draggable: true,
      onDragStart: (e: DragLike) => {
        e.dataTransfer?.setData?.('text/plain', itemId)
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move'
        setDragging({ itemId, target: null })
      },
      onDragEnd: () => setDragging(null),
    }),
    dayDropProps: () => ({
      onDragOver: (e: DragLike) => {
        if (!dragging || e.clientY === undefined) return
        e.preventDefault?.()
        const target = targetAt(
          dragging.itemId,
          e.clientY,
          0,
          measureAll(days.current),
          measureAll(rows.current),
        )
        if (target?.dayId !== dragging.target?.dayId || target?.index !== dragging.target?.index)
          setDragging({ itemId: dragging.itemId, target })
      },
      onDrop: (e: DragLike) => {
        if (!dragging) return
        e.preventDefault?.()
        const target =
          e.clientY === undefined
            ? dragging.target
            : targetAt(dragging.itemId, e.clientY, 0, measureAll(days.current), measureAll(rows.current))
        finish(target, dragging.itemId)
      },
    }),
  }
}
