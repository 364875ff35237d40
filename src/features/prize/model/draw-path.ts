/**
 * The cells the draw's highlight visits before it stops on the result: whole laps round the board,
 * then on to the target. Pure, so its length and ending are tested without timers.
 */
export function drawPath(cells: number, target: number, laps = 2): number[] {
  if (cells <= 0 || target < 0 || target >= cells) return []
  const steps = laps * cells + target + 1
  return Array.from({ length: steps }, (_, i) => i % cells)
}

/** Each step a little slower than the last, so the highlight eases into the result (ms). */
export const stepDelay = (step: number, steps: number) =>
  60 + Math.round(240 * (step / Math.max(1, steps)) ** 3)

/** Which cell shows the result: the prize won, or the "no prize" cell after the pool. */
export function resultCell(poolIds: readonly number[], wonPrizeId: number | null): number {
  if (wonPrizeId === null) return poolIds.length
  const i = poolIds.indexOf(wonPrizeId)
  return i === -1 ? poolIds.length : i
}
