import { getPlace } from '../api/get-place'
import type { PlaceDetail } from '../model'
import { createDetailCache } from './detail-cache'
import { useDetail } from './use-detail'

export const placeCache = createDetailCache<PlaceDetail>((id) => getPlace(id))

/** A place for its sheet (web/poi/detail), cached per id for the page's life. */
export const usePlace = (id: number) => useDetail(placeCache, id)
