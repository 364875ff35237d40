import { Image, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { Prize } from '@types-shared/api/campaign'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import { drawPath, resultCell, stepDelay } from '../model/draw-path'
import './prize.css'

/** The traveller asked for less motion: the result is shown at once (WCAG 2.3.3). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

export interface DrawStageProps {
  pool: readonly Prize[]
  /**
   * The server's answer to a draw: the prize id won, or null for "no prize"; a new object starts a new
   * run (two misses in a row run twice). Undefined while no draw is running. The stage only shows what
   * the server chose; it never picks.
   */
  landOn?: { prizeId: number | null }
  /** Called once the highlight rests on the result (at once with reduced motion). */
  onLanded?: () => void
  /** Overrides the media query (tests, previews). */
  reducedMotion?: boolean
}

/**
 * The prize pool as a board of cells (each prize, then "thanks for playing"); a draw runs a highlight
 * round the board that slows and stops on the server's result. Sold-out prizes carry a badge.
 */
export function DrawStage({ pool, landOn, onLanded, reducedMotion }: DrawStageProps) {
  const t = useT()
  const [lit, setLit] = useState<number | null>(null)
  const landed = useRef(onLanded)
  landed.current = onLanded
  const cells = pool.length + 1

  useEffect(() => {
    if (!landOn) return
    const target = resultCell(
      pool.map((p) => p.id),
      landOn.prizeId,
    )
    const still = reducedMotion ?? prefersReducedMotion()
    const path = still ? [target] : drawPath(cells, target)
    let step = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      setLit(path[step])
      step += 1
      if (step >= path.length) {
        landed.current?.()
        return
      }
      timer = setTimeout(next, stepDelay(step, path.length))
    }
    next()
    return () => clearTimeout(timer)
    // A new answer starts a new run; the pool is the one the answer was drawn from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landOn])

  return (
    <View className='draw-stage' role='group' aria-label={t('prize.draw.label')} data-draw-stage=''>
      {pool.map((prize, i) => (
        <View
          key={prize.id}
          className={`draw-stage__cell${lit === i ? ' draw-stage__cell--lit' : ''}${prize.stock <= 0 ? ' draw-stage__cell--sold-out' : ''}`}
          data-pool-prize={prize.id}
          data-lit={lit === i ? 'true' : undefined}
          {...trackingProps('prize_pool_item', {
            moduleKey: 'draw',
            index: i + 1,
            attrs: { prizeId: prize.id },
            impression: true,
          })}
        >
          {prize.image ? (
            <Image
              className='draw-stage__image'
              src={prize.image}
              mode='aspectFit'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='draw-stage__image draw-stage__image--plain' />
          )}
          <Text className='draw-stage__name'>{prize.name}</Text>
          {prize.stock <= 0 && (
            <Text className='draw-stage__badge' data-sold-out=''>
              {t('prize.soldOut')}
            </Text>
          )}
        </View>
      ))}
      <View
        className={`draw-stage__cell draw-stage__cell--miss${lit === pool.length ? ' draw-stage__cell--lit' : ''}`}
        data-pool-prize='miss'
        data-lit={lit === pool.length ? 'true' : undefined}
      >
        <Text className='draw-stage__name'>{t('prize.draw.miss')}</Text>
      </View>
    </View>
  )
}
