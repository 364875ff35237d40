import { View } from '@tarojs/components'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { DeferredSection } from '@/components/deferred-section'
import { LoadingState } from '@/components/states'
import { usePageContext, usePageTitle } from '@/components/page-frame'
import {
  DaySection,
  DayStrip,
  dayAnchorId,
  DayWeather,
  dayPlaces,
  JourneyActions,
  JourneyAsyncView,
  JourneyHeader,
  journeyTitle,
  OfflineNotice,
  useJourney,
  useJourneyWeather,
  type JourneyDay,
  type JourneyDetail,
} from '@/features/journey'
import { useLocaleStore } from '@/i18n/locale-store'
import { navigate } from '@/services/router'
import { reportShareOpened } from '@/services/session/share-opened'
import { routeByName } from '@types-shared/routes/route-table'
import { EditEntry } from './edit-entry'
import { JourneySheets, type OpenSheet } from './journey-sheets'
import { useDayJump } from './use-day-jump'
import './journey-view.css'

// Saving signs in first (the sign-in feature): code a reader who never taps "save" does not load.
const SaveFlow = lazy(() => import('./save-flow'))
// The day maps and the drawing engine load after the first paint (issue 12: the first load stays small).
const DayMap = lazy(() => import('@/features/map/day-map.lazy'))
// The editor (issue 19, with Yjs) loads only when someone edits.
const EditFlow = lazy(() => import('./edit-flow'))

interface JourneyDaysProps {
  journey: JourneyDetail
  /** Shown between the header and the days (the admin view's panel). */
  extra?: ReactNode
  offline: boolean
  /** Left the editor: load the journey again so the days show what was edited. */
  onEdited?: () => void
}

/**
 * A day's height before it renders, in design px: head, weather, title and map, then each place card
 * and transport leg. Fitted to the rendered days of the demo journeys (within 0.1% on a 375 px and a
 * 412 px phone), so scrolling into a day does not move what is on screen.
 */
function estimatedDayHeight(day: JourneyDay): number {
  const places = day.items.filter((item) => item.kind === 'place').length
  return 640 + places * 200 + (day.items.length - places) * 56
}

/**
 * The journey once loaded: header, then each day with its weather, map and stops, and the sheets. Each
 * day renders when it comes near the screen, the first one too: its place is held at its height, and
 * on a phone only its first line shows under the header, so it renders in its own task just after the
 * first paint (the cover, the journey's largest paint, no longer waits for the first day's stops and
 * map: issue 18). A long journey is hundreds of elements a cheap phone need not build before the first
 * screen is usable.
 */
export function JourneyDays({ journey, extra, offline, onEdited }: JourneyDaysProps) {
  // `?edit=1` (the co-editor page after joining) opens the editor at once.
  const [editing, setEditing] = useState(usePageContext()?.params.edit === '1')
  const [selected, setSelected] = useState<number | undefined>()
  const [sheet, setSheet] = useState<OpenSheet>(null)
  const weather = useJourneyWeather(String(journey.id), !offline)
  const days = useDayJump()
  // A shared journey's tab says which journey it is, as its link card does (issue 12, item 3).
  const locale = useLocaleStore((s) => s.locale)
  usePageTitle(journeyTitle(journey, locale))
  if (editing && !offline)
    return (
      <View>
        <JourneyHeader journey={journey} />
        <Suspense fallback={<LoadingState />}>
          <EditFlow
            journey={journey}
            onExit={() => {
              setEditing(false)
              onEdited?.()
            }}
          />
        </Suspense>
      </View>
    )
  return (
    <View>
      <JourneyHeader journey={journey} />
      {extra}
      {!offline && <EditEntry journey={journey} onEdit={() => setEditing(true)} />}
      <DayStrip days={journey.days} current={days.current} onChoose={days.jump} />
      {journey.days.map((day) => {
        const forecast = weather.get(day.dayIndex)
        return (
          <DeferredSection
            key={day.dayIndex}
            estimatedHeight={estimatedDayHeight(day)}
            attributes={{ 'data-day': day.dayIndex, id: dayAnchorId(day.dayIndex) }}
          >
            <DaySection
              day={day}
              selectedPlaceId={selected}
              weather={forecast && <DayWeather weather={forecast} />}
              onOpenPlace={(place) => {
                setSelected(place.id)
                setSheet({ kind: 'place', id: place.id })
              }}
              onOpenTransport={(id) => setSheet({ kind: 'transport', id })}
              map={
                <Suspense fallback={<View className='journey-map-placeholder' aria-busy='true' />}>
                  <DayMap
                    day={day.dayIndex}
                    points={dayPlaces(day).map((p) => ({ id: p.id, lat: p.lat, lon: p.lon }))}
                    selectedId={selected}
                    onSelect={(id) => setSelected(Number(id))}
                    onOpen={() => openDayMap(journey.id, day.dayIndex)}
                  />
                </Suspense>
              }
            />
          </DeferredSection>
        )
      })}
      <JourneyActions journey={journey} SaveFlow={SaveFlow} />
      <JourneySheets sheet={sheet} journeyId={journey.id} onClose={() => setSheet(null)} />
    </View>
  )
}

/** The full map of one day (the map page reads journeyId and day). */
function openDayMap(journeyId: number, day: number) {
  void navigate('map', routeByName('journeyDetail'), {
    query: { journeyId: String(journeyId), day: String(day) },
  }).catch(() => undefined)
}

/** Loads the journey and shows it (or its saved copy offline), a clear page when gone, or the error. */
export function JourneyView({ id }: { id: string }) {
  const { state, retry, offlineSince } = useJourney(id)
  // A friend's open of a shared journey (`?sharer=`) is its sharer's summer task evidence.
  const sharer = usePageContext()?.params.sharer
  useEffect(() => {
    if (sharer) void reportShareOpened('journey', Number(id), sharer)
  }, [id, sharer])
  return (
    <JourneyAsyncView state={state} retry={retry}>
      {(journey) => (
        <>
          {offlineSince && <OfflineNotice savedAt={offlineSince} onRetry={retry} />}
          <JourneyDays journey={journey} offline={Boolean(offlineSince)} onEdited={retry} />
        </>
      )}
    </JourneyAsyncView>
  )
}
