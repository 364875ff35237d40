import type { SaveJourneyResult } from '@types-shared/api/journey'
import { lazyApi as api } from '@/services/site-client/lazy-api'

export type { SaveJourneyResult }

/** POST journey/save: puts the journey in my trips (saved: true) or takes it out. Idempotent. */
export const saveJourney = (journeyId: number, saved: boolean) => api('saveJourney', { journeyId, saved })

/** GET journey/saved?id=: whether I saved it, for the button's state. */
export const getJourneySaved = (journeyId: number) => api('getJourneySaved', { id: journeyId })
