// The embedded weather source: a deterministic climate-normal model (PRODUCT.md allows it).
// Temperature follows latitude and season; the condition is drawn from a seasonal rain share
// with a hash of city and date, so the same day always shows the same weather.
// A real provider implements WeatherProvider and replaces this one.
import dayjs from 'dayjs'
import { hashOf } from '../lib/geo'

export interface DailyWeather {
  condition: 'sunny' | 'cloudy' | 'overcast' | 'rain' | 'snow'
  high: number
  low: number
  source: string
}

export interface WeatherProvider {
  daily(lat: number, lon: number, city: string, date: string): Promise<DailyWeather>
}

export const climateNormalWeather: WeatherProvider = {
  async daily(lat, _lon, city, date) {
    const d = dayjs(date)
    const month = d.month() + d.date() / 31 // 0..12
    const north = lat >= 0
    const absLat = Math.abs(lat)
    const mean = 28 - 0.5 * Math.max(0, absLat - 10)
    const amp = Math.min(18, 0.4 * absLat)
    // Warmest around late July in the north, late January in the south.
    const phase = ((month - (north ? 6.7 : 0.7)) / 12) * 2 * Math.PI
    const h = hashOf(`${city}|${date}`)
    const t = mean + amp * Math.cos(phase) + ((h % 5) - 2)
    // Rainier in early summer (East Asian plum rains).
    const rainShare = north && month >= 5 && month < 7.5 ? 0.45 : 0.2
    const roll = ((h >>> 8) % 100) / 100
    const condition =
      roll < rainShare
        ? t < 1
          ? 'snow'
          : 'rain'
        : roll < rainShare + 0.2
          ? 'overcast'
          : roll < rainShare + 0.45
            ? 'cloudy'
            : 'sunny'
    return { condition, high: Math.round(t + 4), low: Math.round(t - 4), source: 'climate-normal' }
  },
}
