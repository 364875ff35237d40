import type { PlaceBrief } from '@types-shared/api/journey'
import { api } from '@/services/site-client'

/** Places matching what was typed (poi/autocomplete/web), for adding to a day. */
export const searchPlaces = (keyword: string): Promise<PlaceBrief[]> =>
  api('autocompletePlaces', { keyword: keyword.trim().slice(0, 50), limit: 8 })

/** A place another co-editor added, by id, for its name. */
export const getPlaceName = async (id: number): Promise<Pick<PlaceBrief, 'id' | 'name' | 'nameEn'>> => {
  const place = await api('getPlace', { id })
  return { id: place.id, name: place.name, nameEn: place.nameEn }
}
