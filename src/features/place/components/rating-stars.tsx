import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/place'

/** Five stars rounded to the half, read out as "rated 4.5 out of 5"; the number shows beside them. */
export function RatingStars({ rating }: { rating: number }) {
  const t = useT()
  const value = Math.min(5, Math.max(0, Math.round(rating * 2) / 2))
  const stars = Array.from({ length: 5 }, (_, i) =>
    value >= i + 1 ? 'full' : value >= i + 0.5 ? 'half' : 'empty',
  )
  return (
    <View className='rating' role='img' aria-label={t('place.rating', { rating: rating.toFixed(1) })}>
      {stars.map((kind, i) => (
        <Text key={i} className={`rating__star rating__star--${kind}`} aria-hidden='true'>
          ★
        </Text>
      ))}
      <Text className='rating__value' aria-hidden='true'>
        {rating.toFixed(1)}
      </Text>
    </View>
  )
}
