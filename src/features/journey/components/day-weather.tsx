import { Text } from '@tarojs/components'
import { useT, type MessageKey } from '@/i18n'
import '@/i18n/locales/parts/journey'
import type { Weather } from '../api/get-weather'
import './day-weather.css'

const CONDITIONS: Record<string, { icon: string; key: MessageKey }> = {
  sunny: { icon: '☀️', key: 'weather.sunny' },
  cloudy: { icon: '⛅', key: 'weather.cloudy' },
  overcast: { icon: '☁️', key: 'weather.overcast' },
  rain: { icon: '🌧️', key: 'weather.rain' },
  snow: { icon: '❄️', key: 'weather.snow' },
}

/** "☀️ Sunny 12–20°C in Tokyo": the icon is decoration, the words carry the meaning for screen readers. */
export function DayWeather({ weather }: { weather: Weather }) {
  const t = useT()
  const condition = CONDITIONS[weather.condition]
  const label = t('weather.line', {
    condition: condition ? t(condition.key) : weather.condition,
    low: weather.low,
    high: weather.high,
    city: weather.city,
  })
  return (
    <Text className='day-weather' data-weather={weather.condition}>
      {condition && (
        <Text className='day-weather__icon' aria-hidden>
          {condition.icon}
        </Text>
      )}
      {label}
    </Text>
  )
}
