import { API_CODES } from '@types-shared/api/codes'
import { CO_EDITOR_CODES } from '@types-shared/api/co-editor'
import { BusinessError, ClientError, CLIENT_ERROR_CODES, ServerError } from '@/services/http'
import { InvitationError, toInvitationError } from '../api/invitation-error'

const reasonOf = (error: unknown) => (toInvitationError(error) as InvitationError).reason

describe('reading why an invitation call failed', () => {
  it.each([
    [new ServerError(404, CO_EDITOR_CODES.INVITATION_NOT_FOUND), 'not-found'],
    [new ServerError(400, API_CODES.VALIDATION_FAILED), 'not-found'],
    [new ServerError(409, CO_EDITOR_CODES.INVITATION_EXPIRED), 'expired'],
    [new ServerError(409, CO_EDITOR_CODES.OWN_JOURNEY), 'own'],
    [new ServerError(404, API_CODES.JOURNEY_DELETED), 'gone'],
    [new ServerError(401, API_CODES.UNAUTHORIZED), 'sign-in'],
    [new BusinessError(CO_EDITOR_CODES.INVITATION_EXPIRED), 'expired'],
  ])('turns %p into %p', (error, reason) => {
    expect(reasonOf(error)).toBe(reason)
  })

  it('passes network and server failures through, so the page offers a retry', () => {
    const network = new ClientError(CLIENT_ERROR_CODES.NETWORK, 'Network Error')
    const server = new ServerError(500, API_CODES.INTERNAL)
    expect(toInvitationError(network)).toBe(network)
    expect(toInvitationError(server)).toBe(server)
  })
})
