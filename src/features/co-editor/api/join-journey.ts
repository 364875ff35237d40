import type { JoinResult } from '@types-shared/api/co-editor'
import { api } from '@/services/site-client'
import { toInvitationError } from './invitation-error'

/**
 * POST co-editor/join { code }. The client's own 401 reaction (the company login redirect) is skipped:
 * a stale session here means the page's sign-in sheet asks again (InvitationError 'sign-in').
 */
export async function joinJourney(code: string): Promise<JoinResult> {
  try {
    return await api('joinJourney', { code }, { skipResponseRules: true })
  } catch (error) {
    throw toInvitationError(error)
  }
}
