import { isRequestError } from '@/services/http'
import { api } from '@/services/site-client'
import { API_CODES } from '@types-shared/api/codes'
import type { FeedbackScene } from '../model'

/** The place named in the link does not exist: the page says so instead of offering a retry. */
export class UnknownPlaceError extends Error {
  constructor(readonly placeId: string) {
    super(`place ${placeId} not found`)
    this.name = 'UnknownPlaceError'
  }
}

export interface PlaceFeedbackContext {
  place: { id: number; name: string; nameEn: string }
  scenes: FeedbackScene[]
}

/** GET poi/feedback-scene: what a report can be about, in both languages. */
export const getFeedbackScenes = () => api('getFeedbackScenes')

/** GET web/poi/detail?id=: only the name is shown, so the traveller knows what they report. */
export async function getPlace(id: string): Promise<PlaceFeedbackContext['place']> {
  try {
    const p = await api('getPlace', { id })
    return { id: p.id, name: p.name, nameEn: p.nameEn }
  } catch (error) {
    if (isRequestError(error)) {
      const code = Number(error.code)
      if (code === API_CODES.NOT_FOUND || code === API_CODES.RESOURCE_NOT_FOUND)
        throw new UnknownPlaceError(id)
    }
    throw error
  }
}

/** Both at once: the form needs the scenes and the name before it can be shown. */
export async function getPlaceFeedbackContext(placeId: string): Promise<PlaceFeedbackContext> {
  const [place, scenes] = await Promise.all([getPlace(placeId), getFeedbackScenes()])
  return { place, scenes }
}
