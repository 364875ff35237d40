import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { AsyncView } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import {
  DaySection,
  DayWeather,
  dayPlaces,
  JourneyActions,
  JourneyHeader,
  JourneyUnavailable,
  JourneyUnavailableError,
  OfflineNotice,
  useJourney,
  useJourneyWeather,
  type JourneyDetail,
} from '@/features/journey'
import { DayMap } from '@/features/map'
import { navigate } from '@/services/router'
import { JourneySheets, type OpenSheet } from './journey-sheets'

interface JourneyDaysProps {
  journey: JourneyDetail
  /** Shown between the header and the days (the admin view's panel). */
  extra?: ReactNode
  offline: boolean
}

/** The journey once loaded: header, then each day with its weather, map and stops, and the sheets. */
export function JourneyDays({ journey, extra, offline }: JourneyDaysProps) {
  const [selected, setSelected] = useState<number | undefined>()
  const [sheet, setSheet] = useState<OpenSheet>(null)
  const weather = useJourneyWeather(String(journey.id), !offline)
  return (
    <View>
      <JourneyHeader journey={journey} />
      {extra}
      {journey.days.map((day) => {
        const forecast = weather.get(day.dayIndex)
        return (
          <DaySection
            key={day.dayIndex}
            day={day}
            selectedPlaceId={selected}
            weather={forecast && <DayWeather weather={forecast} />}
            onOpenPlace={(place) => {
              setSelected(place.id)
              setSheet({ kind: 'place', id: place.id })
            }}
            onOpenTransport={(id) => setSheet({ kind: 'transport', id })}
            map={
              <DayMap
                day={day.dayIndex}
                points={dayPlaces(day).map((p) => ({ id: p.id, lat: p.lat, lon: p.lon }))}
                selectedId={selected}
                onSelect={(id) => setSelected(Number(id))}
              />
            }
          />
        )
      })}
      <JourneyActions journey={journey} />
      <JourneySheets sheet={sheet} journeyId={journey.id} onClose={() => setSheet(null)} />
    </View>
  )
}

/** Loads the journey and shows it, a clear page when it is gone or private, or the error with retry. */
export function JourneyView({ id }: { id: string }) {
  const { state, retry, offlineSince } = useJourney(id)
  const page = usePageContext()
  if (state.status === 'error' && state.error instanceof JourneyUnavailableError) {
    return (
      <JourneyUnavailable
        reason={state.error.reason}
        onHome={() => navigate('about', page?.route, { replace: true }).catch(() => undefined)}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(journey) => (
        <>
          {offlineSince && <OfflineNotice savedAt={offlineSince} onRetry={retry} />}
          <JourneyDays journey={journey} offline={Boolean(offlineSince)} />
        </>
      )}
    </AsyncView>
  )
}
