import { useEffect, useState } from 'react'
import { getJourneyWeather, type Weather } from '../api/get-weather'

/**
 * The weather of each day, once it arrives. Weather is an extra: while it loads or when it fails the
 * days simply show none, and the journey itself never waits for it.
 */
export function useJourneyWeather(id: string, enabled: boolean): Map<number, Weather> {
  const [weather, setWeather] = useState<Map<number, Weather>>(new Map())
  useEffect(() => {
    if (!enabled) return undefined
    let current = true
    getJourneyWeather(id).then(
      (byDay) => current && setWeather(byDay),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [id, enabled])
  return weather
}
