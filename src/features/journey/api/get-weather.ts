import type { Weather } from '@types-shared/api/journey'
import { api } from '@/services/site-client'

export type { Weather }

/** GET web/journey/get_weather?id=: one forecast (or climate normal) per day, keyed by day number. */
export async function getJourneyWeather(id: string): Promise<Map<number, Weather>> {
  const list = await api('getWeather', { id })
  return new Map(list.map((w) => [w.dayIndex, w]))
}
