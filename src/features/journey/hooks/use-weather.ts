import { useEffect, useState } from 'react'
import { getJourneyWeather, takeEmbeddedWeather, type Weather } from '../api/get-weather'

interface DaysWeather {
  id: string
  byDay: Map<number, Weather>
}

/**
 * The weather of each day: at once when the document carries it (the first render shows it), else once
 * it arrives. Weather is an extra: while it loads or when it fails the days simply show none, and the
 * journey itself never waits for it.
 */
export function useJourneyWeather(id: string, enabled: boolean): Map<number, Weather> {
  const [weather, setWeather] = useState<DaysWeather | null>(() => {
    const embedded = enabled ? takeEmbeddedWeather(id) : undefined
    return embedded ? { id, byDay: embedded } : null
  })
  const known = weather?.id === id
  useEffect(() => {
    if (!enabled || known) return undefined
    let current = true
    getJourneyWeather(id).then(
      (byDay) => current && setWeather({ id, byDay }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [id, enabled, known])
  return known ? weather.byDay : NONE
}

const NONE: Map<number, Weather> = new Map()
