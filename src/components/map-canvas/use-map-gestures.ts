import { useCallback, useMemo, useRef, useState, type RefObject } from 'react'
import {
  FITTED,
  pan,
  pinch,
  viewForKey,
  wheelFactor,
  zoomAt,
  type Point,
  type ViewBounds,
  type ViewTransform,
} from './view-transform'

/** Finger or mouse travel (CSS px) beyond which a press is a drag and not a tap. */
const TAP_SLOP_PX = 6

/** Where the stage is on screen: its top-left corner and map units per CSS pixel. */
interface Frame {
  left: number
  top: number
  unit: number
}

type Gesture =
  | { kind: 'drag'; frame: Frame; start: ViewTransform; from: Point; client: Point }
  | { kind: 'pinch'; frame: Frame; start: ViewTransform; from: [Point, Point] }

/** The parts of Taro's events (H5 DOM events, mini-program events) that gestures read. */
interface PointerLike {
  clientX?: number
  clientY?: number
  detail?: { x?: number; y?: number }
}
interface TouchesLike {
  touches?: ArrayLike<{ clientX: number; clientY: number }>
}
interface WheelLike extends PointerLike {
  deltaY?: number
  deltaMode?: number
}
interface KeyLike {
  key?: string
  preventDefault?: () => void
}

/**
 * The stage measures itself where it is a DOM element (H5). Where it is not (a mini-program's element
 * has no layout API without an async selector query), it is taken to sit at the screen's top-left at
 * one map unit per pixel, which is what the full map's stage is on a phone; a pinch there zooms about a
 * point a little off the fingers' midpoint at worst.
 */
function frameOf(element: unknown, width: number): Frame {
  const measure = (element as { getBoundingClientRect?: () => DOMRect } | null)?.getBoundingClientRect
  const rect = measure?.call(element)
  return rect && rect.width > 0
    ? { left: rect.left, top: rect.top, unit: width / rect.width }
    : { left: 0, top: 0, unit: 1 }
}

const clientOf = (e: PointerLike): Point => ({
  x: e.clientX ?? e.detail?.x ?? 0,
  y: e.clientY ?? e.detail?.y ?? 0,
})

const touchesOf = (e: TouchesLike): Point[] => {
  const points: Point[] = []
  for (let i = 0; i < (e.touches?.length ?? 0); i += 1) {
    const touch = e.touches![i]
    points.push({ x: touch.clientX, y: touch.clientY })
  }
  return points
}

const inFrame = (frame: Frame, client: Point): Point => ({
  x: (client.x - frame.left) * frame.unit,
  y: (client.y - frame.top) * frame.unit,
})

/**
 * Zoom and pan of one map (view-transform.ts), wired to the events Taro passes on every platform
 * (touch: one finger drags, two pinch) and to those only a desktop browser sends (mouse drag, wheel,
 * keys on the focused map), which simply never arrive elsewhere. `stageRef` is the untransformed
 * stage, so event positions can be turned into map units.
 */
export function useMapGestures({
  width,
  height,
  maxScale,
  stageRef,
}: ViewBounds & { stageRef: RefObject<unknown> }) {
  const [view, setViewState] = useState<ViewTransform>(FITTED)
  const current = useRef(view)
  const gesture = useRef<Gesture>()
  const dragged = useRef(false)
  const bounds = useMemo(() => ({ width, height, maxScale }), [width, height, maxScale])

  const setView = useCallback((next: ViewTransform) => {
    current.current = next
    setViewState(next)
  }, [])

  const frame = useCallback(() => frameOf(stageRef.current, width), [stageRef, width])

  /** Starts (or restarts, when a finger comes or goes) a drag or pinch from the view as it is now. */
  const begin = useCallback(
    (clients: Point[]) => {
      const f = frame()
      gesture.current =
        clients.length >= 2
          ? {
              kind: 'pinch',
              frame: f,
              start: current.current,
              from: [inFrame(f, clients[0]), inFrame(f, clients[1])],
            }
          : clients.length === 1
            ? {
                kind: 'drag',
                frame: f,
                start: current.current,
                from: inFrame(f, clients[0]),
                client: clients[0],
              }
            : undefined
    },
    [frame],
  )

  const move = useCallback(
    (clients: Point[]) => {
      const g = gesture.current
      if (!g) return
      if (g.kind === 'pinch' && clients.length >= 2) {
        dragged.current = true
        setView(pinch(g.start, g.from, [inFrame(g.frame, clients[0]), inFrame(g.frame, clients[1])], bounds))
      } else if (g.kind === 'drag' && clients.length >= 1) {
        const client = clients[0]
        if (Math.hypot(client.x - g.client.x, client.y - g.client.y) > TAP_SLOP_PX) dragged.current = true
        const at = inFrame(g.frame, client)
        setView(pan(g.start, at.x - g.from.x, at.y - g.from.y, bounds))
      }
    },
    [bounds, setView],
  )

  const stageHandlers = useMemo(
    () => ({
      onTouchStart: (e: TouchesLike) => {
        if (!gesture.current) dragged.current = false
        begin(touchesOf(e))
      },
      onTouchMove: (e: TouchesLike) => move(touchesOf(e)),
      // The fingers left on the screen carry on from here (a pinch that drops a finger becomes a drag).
      onTouchEnd: (e: TouchesLike) => begin(touchesOf(e)),
      onTouchCancel: () => (gesture.current = undefined),
      onMouseDown: (e: PointerLike & { button?: number }) => {
        if (e.button !== undefined && e.button !== 0) return
        dragged.current = false
        begin([clientOf(e)])
      },
      onMouseMove: (e: PointerLike) => gesture.current?.kind === 'drag' && move([clientOf(e)]),
      onMouseUp: () => (gesture.current = undefined),
      onMouseLeave: () => (gesture.current = undefined),
      onWheel: (e: WheelLike) => {
        const at = inFrame(frame(), clientOf(e))
        setView(zoomAt(current.current, at, wheelFactor(e.deltaY ?? 0, e.deltaMode), bounds))
      },
    }),
    [begin, move, frame, bounds, setView],
  )

  const onKeyDown = useCallback(
    (e: KeyLike) => {
      const next = e.key ? viewForKey(current.current, e.key, bounds) : undefined
      if (!next) return
      e.preventDefault?.()
      setView(next)
    },
    [bounds, setView],
  )

  /** The zoom buttons and the fit button: the same steps as the keys. */
  const press = useCallback(
    (key: '+' | '-' | '0') => setView(viewForKey(current.current, key, bounds) ?? FITTED),
    [bounds, setView],
  )

  /**
   * True once for the click that ends a drag (a mouse released over a marker): that is not a tap.
   * Touch browsers and mini-programs send no click after a drag; the next press resets it anyway.
   */
  const takeDrag = useCallback(() => {
    const was = dragged.current
    dragged.current = false
    return was
  }, [])

  /** A click's position on the stage, in map units of the fitted box. */
  const pointOf = useCallback((e: PointerLike) => inFrame(frame(), clientOf(e)), [frame])

  return { view, setView, stageHandlers, onKeyDown, press, takeDrag, pointOf }
}
