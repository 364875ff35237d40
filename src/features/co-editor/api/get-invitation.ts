import type { InvitationDetail } from '@types-shared/api/co-editor'
import { api } from '@/services/site-client'
import { toInvitationError } from './invitation-error'

/** GET co-editor/invitation?code=: the journey's summary, who invited, and what the reader is to it. */
export async function getInvitation(code: string): Promise<InvitationDetail> {
  try {
    return await api('getInvitation', { code })
  } catch (error) {
    throw toInvitationError(error)
  }
}
