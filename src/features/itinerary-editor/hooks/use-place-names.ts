import { useEffect, useMemo, useRef, useState } from 'react'
import type { JourneyDetail, PlaceBrief } from '@types-shared/api/journey'
import type { CoeditItinerary } from '@/services/coedit'
import { getPlaceName } from '../api/places'
import { labelsFromJourney } from '../model'

type Named = Pick<PlaceBrief, 'id' | 'name' | 'nameEn'>

/**
 * The names the editor shows: the journey's own rows, the places picked from search here, and, for a
 * place someone else added, its name asked of the server once (a failure leaves "Place #id").
 */
export function usePlaceNames(journey: JourneyDetail, itinerary: CoeditItinerary | null) {
  const base = useMemo(() => labelsFromJourney(journey), [journey])
  const [learned, setLearned] = useState<ReadonlyMap<number, Named>>(new Map())
  const asked = useRef(new Set<number>())

  useEffect(() => {
    if (!itinerary) return
    for (const day of itinerary.days)
      for (const item of day.items) {
        const id = item.placeId
        if (id === null || base.places.has(id) || learned.has(id) || asked.current.has(id)) continue
        asked.current.add(id)
        getPlaceName(id).then(
          (place) => setLearned((m) => new Map(m).set(place.id, place)),
          () => undefined,
        )
      }
  }, [itinerary, base, learned])

  const places = useMemo(() => {
    const all = new Map<number, Named>(base.places)
    learned.forEach((p, id) => all.set(id, p))
    return all
  }, [base, learned])

  return {
    labels: { items: base.items, places },
    remember: (place: Named) => setLearned((m) => new Map(m).set(place.id, place)),
  }
}
