import { Text } from '@tarojs/components'
import { Icon, type IconName } from '@/components/icon'
import { useLocalizedName, useT, type MessageKey } from '@/i18n'
import '@/i18n/locales/parts/journey'
import type { Weather } from '../api/get-weather'
import './day-weather.css'

const CONDITIONS: Record<string, { icon: IconName; key: MessageKey }> = {
  sunny: { icon: 'sunny', key: 'weather.sunny' },
  cloudy: { icon: 'cloudy', key: 'weather.cloudy' },
  overcast: { icon: 'overcast', key: 'weather.overcast' },
  rain: { icon: 'rain', key: 'weather.rain' },
  snow: { icon: 'snow', key: 'weather.snow' },
}

/** "(sun) Sunny 12–20°C in Tokyo": the drawn icon is decoration, the words carry the meaning for screen readers. */
export function DayWeather({ weather }: { weather: Weather }) {
  const t = useT()
  const localized = useLocalizedName()
  const condition = CONDITIONS[weather.condition]
  const label = t('weather.line', {
    condition: condition ? t(condition.key) : weather.condition,
    low: weather.low,
    high: weather.high,
    city: localized(weather.city, weather.cityEn),
  })
  return (
    <Text className='day-weather' data-weather={weather.condition}>
      {condition && <Icon name={condition.icon} className='day-weather__icon' />}
      {label}
    </Text>
  )
}
