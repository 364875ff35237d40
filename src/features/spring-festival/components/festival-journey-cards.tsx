import type { JourneyCard } from '@types-shared/api/campaign'
import { JourneyCards } from '@/components/journey-cards'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/festival'
import './spring-festival.css'

/** The curated journeys; each card opens the journey's page. */
export function FestivalJourneyCards({
  journeys,
  onOpen,
}: {
  journeys: readonly JourneyCard[]
  onOpen: (journey: JourneyCard) => void
}) {
  const t = useT()
  return (
    <JourneyCards
      journeys={journeys}
      onOpen={onOpen}
      block='festival-journey'
      eventKey='festival_journey'
      moduleKey='festival_journeys'
      meta={(j) => t('festival.journeyMeta', { days: j.dayCount, cities: j.cities.slice(0, 3).join(' · ') })}
    />
  )
}
