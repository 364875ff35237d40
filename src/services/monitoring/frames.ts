import { FPS_FRAMES, LAG_FRAME_MS } from './constants'

export type FrameReport = { kind: 'fps'; fps: number } | { kind: 'lag'; ms: number }

/**
 * Fed one animation-frame timestamp at a time: every 120 frames it reports the frame rate over them,
 * and any gap over 300 ms between two frames is a lag (SPEC.md section 9).
 */
export function createFrameMeter() {
  let first: number | undefined
  let previous: number | undefined
  let frames = 0
  return (time: number): FrameReport[] => {
    const out: FrameReport[] = []
    if (previous !== undefined && time - previous > LAG_FRAME_MS)
      out.push({ kind: 'lag', ms: Math.round(time - previous) })
    previous = time
    if (first === undefined) {
      first = time
      return out
    }
    frames += 1
    if (frames >= FPS_FRAMES) {
      const seconds = (time - first) / 1000
      if (seconds > 0) out.push({ kind: 'fps', fps: Math.round((frames / seconds) * 10) / 10 })
      first = time
      frames = 0
    }
    return out
  }
}
