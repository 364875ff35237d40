import { useCallback, useRef, useState } from 'react'
import type { DrawResult } from '@types-shared/api/campaign'
import { drawPrize, errorMessageKey, type PrizeEndpoints } from '@/features/prize'
import type { MessageKey } from '@/i18n'

export type DrawPhase =
  | { step: 'idle' }
  | { step: 'drawing'; landOn?: { prizeId: number | null } }
  | { step: 'landed'; result: DrawResult }
  | { step: 'failed'; message: MessageKey }

/**
 * One draw of a campaign: ask the server, run the stage to its answer, then show it. Nothing here picks
 * a prize; the stage only shows what the server chose. (Written beside the wish page; it uses only the
 * prize feature's exports, so it can move into features/prize when summer 2025 wants the same.)
 */
export function useDraw(endpoints: PrizeEndpoints, onDrawn: (result: DrawResult) => void) {
  const [phase, setPhase] = useState<DrawPhase>({ step: 'idle' })
  /** The server's answer while the stage runs to it. */
  const pending = useRef<DrawResult | null>(null)

  const draw = useCallback(async () => {
    setPhase({ step: 'drawing' })
    try {
      const result = await drawPrize(endpoints)
      pending.current = result
      setPhase({ step: 'drawing', landOn: { prizeId: result.userPrize?.prize.id ?? null } })
    } catch (error) {
      setPhase({ step: 'failed', message: errorMessageKey(error) })
    }
  }, [endpoints])

  /** The stage rests on the result: show it, and let the page bring its lists up to date. */
  const landed = useCallback(() => {
    const result = pending.current
    if (!result) return
    pending.current = null
    setPhase({ step: 'landed', result })
    onDrawn(result)
  }, [onDrawn])

  return { phase, draw, landed }
}
