import { Text, View } from '@tarojs/components'
import type { DrawResult, Prize } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { DrawStage, PRIZE_ENDPOINTS, PrizeNotice } from '@/features/prize'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import { useDraw } from './use-draw'

/**
 * The wish campaign's draw (activity 3): its prize pool on the prize feature's stage, the draw button
 * and the result. No chances left is the server's NO_DRAW_CHANCE answer, in its own message.
 */
export function DrawSection({
  pool,
  chancesLeft,
  onDrawn,
}: {
  pool: readonly Prize[]
  chancesLeft: number
  onDrawn: (result: DrawResult) => void
}) {
  const t = useT()
  const { phase, draw, landed } = useDraw(PRIZE_ENDPOINTS.wish, onDrawn)
  const drawing = phase.step === 'drawing'
  return (
    <View className='wish-draw' data-draw={phase.step}>
      <DrawStage pool={pool} landOn={phase.step === 'drawing' ? phase.landOn : undefined} onLanded={landed} />
      <Button
        type='primary'
        data-action='draw'
        loading={drawing}
        disabled={drawing}
        onClick={() => void draw()}
        {...trackingProps('wish_draw', { moduleKey: 'draw', attrs: { chancesLeft } })}
      >
        {drawing ? t('prize.draw.drawing') : t('prize.draw.button')}
      </Button>
      {phase.step === 'failed' && <PrizeNotice message={phase.message} tone='error' />}
      {phase.step === 'landed' && (
        <View
          className={`wish-draw__result wish-draw__result--${phase.result.won ? 'won' : 'miss'}`}
          role='status'
          data-draw-result={phase.result.won ? 'won' : 'miss'}
        >
          <Text className='wish-draw__title'>
            {t(phase.result.won ? 'prize.draw.wonTitle' : 'prize.draw.missTitle')}
          </Text>
          <Text className='wish-draw__text'>
            {phase.result.userPrize ? phase.result.userPrize.prize.name : t('prize.draw.missText')}
          </Text>
        </View>
      )}
    </View>
  )
}
