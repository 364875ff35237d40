import { View } from '@tarojs/components'
import { useState } from 'react'
import { AsyncView } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import {
  DaySection,
  dayPlaces,
  JourneyHeader,
  JourneyUnavailable,
  JourneyUnavailableError,
  useJourney,
  type JourneyDetail,
} from '@/features/journey'
import { DayMap } from '@/features/map'
import { navigate } from '@/services/router'

/** The journey once loaded: header, then each day with its map and stops. */
function JourneyDays({ journey }: { journey: JourneyDetail }) {
  const [selected, setSelected] = useState<number | undefined>()
  return (
    <View>
      <JourneyHeader journey={journey} />
      {journey.days.map((day) => (
        <DaySection
          key={day.dayIndex}
          day={day}
          selectedPlaceId={selected}
          onOpenPlace={(place) => setSelected(place.id)}
          map={
            <DayMap
              day={day.dayIndex}
              points={dayPlaces(day).map((p) => ({ id: p.id, lat: p.lat, lon: p.lon }))}
              selectedId={selected}
              onSelect={(id) => setSelected(Number(id))}
            />
          }
        />
      ))}
    </View>
  )
}

/** Loads the journey and shows it, a clear page when it is gone or private, or the error with retry. */
export function JourneyView({ id }: { id: string }) {
  const { state, retry } = useJourney(id)
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
      {(journey) => <JourneyDays journey={journey} />}
    </AsyncView>
  )
}
