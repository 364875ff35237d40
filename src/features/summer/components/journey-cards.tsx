import type { JourneyCard } from '@types-shared/api/campaign'
import { JourneyCards as Cards } from '@/components/journey-cards'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/summer'
import './summer.css'

/** The featured summer journeys, each a card that opens the journey. */
export function JourneyCards({
  journeys,
  onOpen,
}: {
  journeys: readonly JourneyCard[]
  onOpen: (journey: JourneyCard) => void
}) {
  const t = useT()
  return (
    <Cards
      journeys={journeys}
      onOpen={onOpen}
      block='summer-journey'
      eventKey='summer_journey'
      moduleKey='journeys'
      meta={(j) => t('summer.journey.meta', { days: j.dayCount, cities: j.cities.slice(0, 3).join(' · ') })}
    />
  )
}
