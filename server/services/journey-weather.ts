// The weather of a journey's days: one forecast (or climate normal) per day, for the city of the day's
// last place. Served by web/journey/get_weather and embedded in a shared journey's document.
import type { Weather } from '../../types/api/journey'
import type { Repositories } from '../repositories'
import { climateNormalWeather, type WeatherProvider } from './weather'

/** The English name the day gives the place's city, "" where it has none. */
function englishCity(d: { city: string; cities_json: string; cities_en_json: string }): string {
  const local = JSON.parse(d.cities_json) as string[]
  const english = JSON.parse(d.cities_en_json) as string[]
  return english[local.indexOf(d.city)] ?? ''
}

/** Each day's weather, in day order; the caller has checked that the journey may be read. */
export async function journeyWeather(
  repos: Repositories,
  journeyId: number,
  provider: WeatherProvider = climateNormalWeather,
): Promise<Weather[]> {
  const days = await repos.journeys.dayPlacesLastFirst(journeyId)
  // The last place of each day stands for the day's city.
  const byDay = new Map<number, (typeof days)[number]>()
  for (const d of days) byDay.set(d.day_index, d)
  const list: Weather[] = []
  for (const d of [...byDay.values()].sort((a, b) => a.day_index - b.day_index)) {
    const w = await provider.daily(d.lat, d.lon, d.city, d.date)
    list.push({ dayIndex: d.day_index, date: d.date, city: d.city, cityEn: englishCity(d), ...w })
  }
  return list
}
