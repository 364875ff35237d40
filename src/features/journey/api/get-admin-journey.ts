import type { AdminJourneyDetail } from '@types-shared/api/journey'
import { isRequestError } from '@/services/http/errors'
import { lazyApi as api } from '@/services/site-client/lazy-api'
import { API_CODES } from '@types-shared/api/codes'
import { JourneyUnavailableError } from './get-journey'

export type { AdminJourneyDetail }

/**
 * GET web/journey/admin_detail?id=: the journey with its review fields, for admins. Admins see deleted
 * and private journeys too, so only a journey that does not exist is "unavailable" here.
 */
export async function getAdminJourney(id: string): Promise<AdminJourneyDetail> {
  try {
    return await api('getAdminJourney', { id })
  } catch (error) {
    const code = isRequestError(error) ? Number(error.code) : NaN
    if (code === API_CODES.NOT_FOUND || code === API_CODES.RESOURCE_NOT_FOUND)
      throw new JourneyUnavailableError('missing')
    throw error
  }
}
