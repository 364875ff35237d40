import { API_CODES } from '@types-shared/api/codes'
import { CO_EDITOR_CODES } from '@types-shared/api/co-editor'
import { isRequestError } from '@/services/http'

/**
 * Why an invitation cannot be used, each with its own message: an unknown or expired code, a deleted
 * journey, the owner's own journey, or a session the server no longer accepts (sign in again).
 */
export type InvitationProblem = 'not-found' | 'expired' | 'gone' | 'own' | 'sign-in'

export class InvitationError extends Error {
  constructor(readonly reason: InvitationProblem) {
    super(`invitation ${reason}`)
    this.name = 'InvitationError'
  }
}

/** The typed error for a failed invitation call; anything else (network, 5xx) passes through as it is. */
export function toInvitationError(error: unknown): unknown {
  if (!isRequestError(error)) return error
  const code = Number(error.code)
  if (code === CO_EDITOR_CODES.INVITATION_NOT_FOUND || code === API_CODES.VALIDATION_FAILED)
    return new InvitationError('not-found')
  if (code === CO_EDITOR_CODES.INVITATION_EXPIRED) return new InvitationError('expired')
  if (code === CO_EDITOR_CODES.OWN_JOURNEY) return new InvitationError('own')
  if (code === API_CODES.JOURNEY_DELETED || code === API_CODES.RESOURCE_NOT_FOUND)
    return new InvitationError('gone')
  if ('status' in error && error.status === 401) return new InvitationError('sign-in')
  return error
}
