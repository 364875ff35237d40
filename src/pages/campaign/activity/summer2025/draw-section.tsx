import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { DrawResult, Prize } from '@types-shared/api/campaign'
import { API_CODES } from '@types-shared/api/codes'
import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import {
  DrawStage,
  drawPrize,
  errorCode,
  errorMessageKey,
  PRIZE_ENDPOINTS,
  PrizeNotice,
} from '@/features/prize/draw'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import '@/i18n/locales/parts/summer'

export interface DrawSectionProps {
  pool: readonly Prize[]
  chancesLeft: number
  open: boolean
  /** After each answer: the chances it left, and whether the pool's stock should be read again. */
  onDrawn: (chancesLeft: number) => void
  onStockChanged: () => void
  onSeePrizes: () => void
}

/**
 * The draw: the board runs to the prize the server chose, then a dialog says what came of it. Every
 * refusal (no chances, sold out, closed, too many tries) has its own message under the button.
 */
export function DrawSection({
  pool,
  chancesLeft,
  open,
  onDrawn,
  onStockChanged,
  onSeePrizes,
}: DrawSectionProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [landOn, setLandOn] = useState<{ prizeId: number | null } | undefined>()
  const [result, setResult] = useState<DrawResult | null>(null)
  const [shown, setShown] = useState(false)
  const [failure, setFailure] = useState<MessageKey | null>(null)

  const draw = async () => {
    setBusy(true)
    setFailure(null)
    setShown(false)
    try {
      const answer = await drawPrize(PRIZE_ENDPOINTS.summer2025)
      setResult(answer)
      onDrawn(answer.chancesLeft)
      setLandOn({ prizeId: answer.won && answer.userPrize ? answer.userPrize.prize.id : null })
    } catch (error) {
      setFailure(errorMessageKey(error))
      setBusy(false)
      if (errorCode(error) === API_CODES.OUT_OF_STOCK) onStockChanged()
    }
  }

  const landed = () => {
    setBusy(false)
    setShown(true)
    if (result?.won) onStockChanged()
  }

  const won = result?.won && result.userPrize
  return (
    <View className='summer-draw' data-section='draw'>
      <DrawStage pool={pool} landOn={landOn} onLanded={landed} />
      <Text className='summer-draw__chances' data-chances={chancesLeft}>
        {chancesLeft > 1
          ? t('prize.draw.chances', { count: chancesLeft })
          : chancesLeft === 1
            ? t('prize.draw.chancesOne')
            : t('prize.draw.noChances')}
      </Text>
      <Button
        type='primary'
        className='summer-draw__button'
        disabled={!open || busy || chancesLeft <= 0}
        loading={busy}
        data-action='draw'
        onClick={() => void draw()}
        {...trackingProps('summer_draw', { moduleKey: 'draw' })}
      >
        {busy ? t('prize.draw.drawing') : t('prize.draw.button')}
      </Button>
      <PrizeNotice message={failure} tone='error' />
      {shown && result && (
        <BottomSheet
          title={won ? t('prize.draw.wonTitle') : t('prize.draw.missTitle')}
          onClose={() => setShown(false)}
          panelProps={{ 'data-sheet': 'draw-result', 'data-won': won ? 'true' : 'false' }}
          footer={
            won ? (
              <Button
                type='primary'
                data-action='see-prizes'
                onClick={() => {
                  setShown(false)
                  onSeePrizes()
                }}
                {...trackingProps('summer_draw_see_prizes', { moduleKey: 'draw' })}
              >
                {t('prize.draw.seePrizes')}
              </Button>
            ) : (
              <Button
                type='primary'
                data-action='draw-again'
                disabled={chancesLeft <= 0}
                onClick={() => void draw()}
                {...trackingProps('summer_draw_again', { moduleKey: 'draw' })}
              >
                {t('prize.draw.again')}
              </Button>
            )
          }
        >
          <View className='summer-draw__result'>
            <Text className='summer-draw__result-text' data-draw-result=''>
              {won ? result.userPrize!.prize.name : t('prize.draw.missText')}
            </Text>
          </View>
        </BottomSheet>
      )}
    </View>
  )
}
