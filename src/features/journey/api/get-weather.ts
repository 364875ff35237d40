import type { Weather } from '@types-shared/api/journey'
import { takeEmbeddedData } from '@/services/http/embedded-data'
import { lazyApi as api } from '@/services/site-client/lazy-api'

export type { Weather }

const byDay = (list: Weather[]) => new Map(list.map((w) => [w.dayIndex, w]))

/**
 * The days' weather the shared journey's document carries, taken once (no request: the request client
 * stays out of the first load), or undefined.
 */
export function takeEmbeddedWeather(id: string): Map<number, Weather> | undefined {
  const embedded = takeEmbeddedData<Weather[]>(`weather:${id}`)
  return Array.isArray(embedded) && embedded.every(isWeather) ? byDay(embedded) : undefined
}

/** GET web/journey/get_weather?id=: one forecast (or climate normal) per day, keyed by day number. */
export async function getJourneyWeather(id: string): Promise<Map<number, Weather>> {
  return byDay(await api('getWeather', { id }))
}

/** The document is ours, but it went through caches and extensions: its shape is checked. */
function isWeather(w: unknown): w is Weather {
  const v = w as Partial<Weather> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.dayIndex) &&
    typeof v.condition === 'string' &&
    typeof v.high === 'number' &&
    typeof v.low === 'number'
  )
}
