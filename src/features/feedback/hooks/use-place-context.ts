import { useLoad } from '@/components/states'
import { getPlaceFeedbackContext } from '../api/place-context'

/** Loads the place's name and the scenes; `retry` tries again after a failure. */
export const usePlaceContext = (placeId: string) => useLoad(placeId, getPlaceFeedbackContext)
