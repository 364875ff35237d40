import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/journey'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import { formatDate } from '@/utils/format'
import type { JourneyDay } from '../model'
import './day-strip.css'

/** The strip's height in design px: the days scroll to just below it (day-strip.css keeps the same). */
export const DAY_STRIP_HEIGHT = 96

/** Where a day starts on the page, for the strip to scroll to (the same id before and after it renders). */
export const dayAnchorId = (dayIndex: number) => `journey-day-${dayIndex}`

interface DayStripProps {
  days: readonly Pick<JourneyDay, 'dayIndex' | 'date'>[]
  /** The day the reader is on (the last one chosen). */
  current?: number
  onChoose: (dayIndex: number) => void
}

/**
 * One chip per day, in a bar that sticks to the top of the screen, so a five-day journey 7,000 px long
 * is one tap from any of its days. Scrolls sideways when the days do not fit.
 */
export function DayStrip({ days, current, onChoose }: DayStripProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  if (days.length < 2) return null
  return (
    <View className='day-strip' role='navigation' aria-label={t('journey.days.label')}>
      <View className='day-strip__chips'>
        {days.map((day) => {
          const date = formatDate(day.date, locale)
          const active = day.dayIndex === current
          return (
            <Button
              key={day.dayIndex}
              unstyled
              className={`day-strip__chip${active ? ' day-strip__chip--current' : ''}`}
              label={t('journey.days.chipLabel', { n: day.dayIndex, date })}
              aria-current={active ? 'true' : undefined}
              onClick={() => onChoose(day.dayIndex)}
              {...trackingProps('journey_day_chip', {
                moduleKey: 'journey_days',
                attrs: { day: day.dayIndex },
              })}
            >
              <Text className='day-strip__day'>{t('journey.days.chip', { n: day.dayIndex })}</Text>
              <Text className='day-strip__date'>{date}</Text>
            </Button>
          )
        })}
      </View>
    </View>
  )
}
