import type { SaveJourneyResult } from '@types-shared/api/journey'
import { getTravelApi } from '@/services/site-client'

export type { SaveJourneyResult }

/** POST journey/save: puts the journey in my trips (saved: true) or takes it out. Idempotent. */
export const saveJourney = (journeyId: number, saved: boolean) =>
  getTravelApi().post<SaveJourneyResult>('/journey/save', { journeyId, saved })

/** GET journey/saved?id=: whether I saved it, for the button's state. */
export const getJourneySaved = (journeyId: number) =>
  getTravelApi().get<SaveJourneyResult>('/journey/saved', { id: journeyId })
