import { isRequestError } from '@/services/http/errors'
import { lazyApi as api } from '@/services/site-client/lazy-api'
import { takeEmbeddedData } from '@/services/http/embedded-data'
import { API_CODES } from '@types-shared/api/codes'
import type { JourneyDetail } from '../model'

/** Why a journey cannot be shown; each gets its own clear page instead of a crash. */
export type JourneyUnavailableReason = 'deleted' | 'private' | 'missing'

export class JourneyUnavailableError extends Error {
  constructor(readonly reason: JourneyUnavailableReason) {
    super(`journey ${reason}`)
    this.name = 'JourneyUnavailableError'
  }
}

/**
 * GET web/journey/detail?id= (SPEC.md section 7; CONTRACTS.md: reads are GETs with query parameters).
 * The journey page's document may already carry it (the server embeds a shared journey): then no request.
 */
export async function getJourney(id: string): Promise<JourneyDetail> {
  const embedded = takeEmbeddedData<JourneyDetail>(`journey:${id}`)
  if (embedded && embedded.id === Number(id) && Array.isArray(embedded.days)) return embedded
  try {
    return await api('getJourney', { id })
  } catch (error) {
    if (isRequestError(error)) {
      const code = Number(error.code)
      if (code === API_CODES.JOURNEY_DELETED) throw new JourneyUnavailableError('deleted')
      if (code === API_CODES.JOURNEY_PRIVATE) throw new JourneyUnavailableError('private')
      if (code === API_CODES.NOT_FOUND || code === API_CODES.RESOURCE_NOT_FOUND)
        throw new JourneyUnavailableError('missing')
    }
    throw error
  }
}
