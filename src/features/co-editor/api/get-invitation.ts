import type { InvitationDetail } from '@types-shared/api/co-editor'
import { getTravelApi } from '@/services/site-client'
import { toInvitationError } from './invitation-error'

/** GET co-editor/invitation?code=: the journey's summary, who invited, and what the reader is to it. */
export async function getInvitation(code: string): Promise<InvitationDetail> {
  try {
    return await getTravelApi().get<InvitationDetail>('/co-editor/invitation', { code })
  } catch (error) {
    throw toInvitationError(error)
  }
}
