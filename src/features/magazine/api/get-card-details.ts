import type { JourneyDetail } from '@types-shared/api/journey'
import type { PlaceDetail } from '@types-shared/api/place'
import { api } from '@/services/site-client'

/** What a place card shows; the sheet it opens loads the full place itself. */
export type PlaceBrief = Pick<PlaceDetail, 'id' | 'name' | 'nameEn' | 'city' | 'cityEn' | 'photos' | 'rating'>
/** What a journey card shows. */
export type JourneyBrief = Pick<
  JourneyDetail,
  'id' | 'title' | 'titleEn' | 'cover' | 'dayCount' | 'cities' | 'citiesEn'
>

// One request per id for the page's life: an article may name a place twice, and the reader goes back
// and forth between articles of the same issue.
const places = new Map<number, Promise<PlaceBrief>>()
const journeys = new Map<number, Promise<JourneyBrief>>()

function once<T>(cache: Map<number, Promise<T>>, id: number, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(id)
  if (!pending) {
    pending = load()
    cache.set(id, pending)
    pending.catch(() => cache.delete(id))
  }
  return pending
}

export const getPlaceBrief = (id: number) => once(places, id, () => api('getPlace', { id }))
export const getJourneyBrief = (id: number) => once(journeys, id, () => api('getJourney', { id }))

/** Tests start from empty caches. */
export function forgetCardDetails() {
  places.clear()
  journeys.clear()
}
