import type { Weather, WeatherList } from '@types-shared/api/journey'
import { getTravelApi } from '@/services/site-client'

export type { Weather }

/** GET web/journey/get_weather?id=: one forecast (or climate normal) per day, keyed by day number. */
export async function getJourneyWeather(id: string): Promise<Map<number, Weather>> {
  const list = await getTravelApi().get<WeatherList>('/web/journey/get_weather', { id })
  return new Map(list.map((w) => [w.dayIndex, w]))
}
