import { Text } from '@tarojs/components'
import type { Wish } from '@types-shared/api/wish'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/wish'
import './wish.css'

const RESULTS = ['pending', 'won', 'lost'] as const
type Result = (typeof RESULTS)[number]
const resultOf = (value: string): Result =>
  (RESULTS as readonly string[]).includes(value) ? (value as Result) : 'pending'

/** Where a wish stands: waiting for a draw, won (with the prize's name) or not this time. */
export function WishResult({ wish }: { wish: Wish }) {
  const t = useT()
  const result = resultOf(wish.result)
  return (
    <Text className={`wish-result wish-result--${result}`} data-result={result}>
      {result === 'won'
        ? t('wish.result.won', { prize: wish.prizeName ?? '' })
        : t(result === 'lost' ? 'wish.result.lost' : 'wish.result.pending')}
    </Text>
  )
}
