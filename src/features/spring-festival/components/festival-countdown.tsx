import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/festival'
import { useCountdown } from '../hooks/use-countdown'
import { pad2 } from '../model'
import './spring-festival.css'

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/** Days, hours, minutes and seconds to the festival, or the festival's greeting once it has begun. */
export function FestivalCountdown({
  festivalAt,
  festivalDate,
  offset,
}: {
  festivalAt: string
  festivalDate: string
  offset: number
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const left = useCountdown(festivalAt, festivalDate, offset)
  const date = t('festival.date', { date: formatDate(festivalDate, locale) })
  if (typeof left === 'string') {
    return (
      <View className='festival-countdown festival-countdown--today' data-countdown={left}>
        <Text className='festival-countdown__today'>
          {t(left === 'today' ? 'festival.today' : 'festival.season')}
        </Text>
        <Text className='festival-countdown__date'>{date}</Text>
      </View>
    )
  }
  return (
    <View
      className='festival-countdown'
      data-countdown={`${left.days}:${pad2(left.hours)}:${pad2(left.minutes)}:${pad2(left.seconds)}`}
      role='timer'
      aria-label={t('festival.countdownLabel', { ...left })}
    >
      <Text className='festival-countdown__title'>{t('festival.countdown')}</Text>
      <View className='festival-countdown__units' aria-hidden>
        {UNITS.map((unit) => (
          <View key={unit} className='festival-countdown__unit' data-unit={unit}>
            <Text className='festival-countdown__value'>
              {unit === 'days' ? left[unit] : pad2(left[unit])}
            </Text>
            <Text className='festival-countdown__name'>{t(`festival.unit.${unit}`)}</Text>
          </View>
        ))}
      </View>
      <Text className='festival-countdown__date'>{date}</Text>
    </View>
  )
}
