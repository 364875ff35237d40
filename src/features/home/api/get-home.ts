import type { Home } from '@types-shared/api/home'
import { api } from '@/services/site-client'

export type { Home }
export type { FeaturedJourney, OpenCampaign } from '@types-shared/api/home'

/** GET web/home: featured journeys, the campaigns open now, the latest magazine issue (docs/home.md). */
export const getHome = (): Promise<Home> => api('getHome')
