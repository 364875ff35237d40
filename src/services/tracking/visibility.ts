export interface Box {
  top: number
  left: number
  bottom: number
  right: number
}

/** Share of the element's area inside the viewport (0 for an element without area). */
export function visibleRatio(rect: Box, viewport: { width: number; height: number }): number {
  const width = rect.right - rect.left
  const height = rect.bottom - rect.top
  if (width <= 0 || height <= 0) return 0
  const visibleWidth = Math.max(0, Math.min(rect.right, viewport.width) - Math.max(rect.left, 0))
  const visibleHeight = Math.max(0, Math.min(rect.bottom, viewport.height) - Math.max(rect.top, 0))
  return (visibleWidth * visibleHeight) / (width * height)
}
