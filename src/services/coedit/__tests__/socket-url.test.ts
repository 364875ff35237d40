import { ServerError, ClientError, CLIENT_ERROR_CODES } from '@/services/http/errors'
import { socketUrlFor } from '../socket-url'
import { ticketRefusal } from '../open-coedit'

describe('the socket address from a ticket', () => {
  it.each([
    ['https://api.trip.example', 'wss://api.trip.example/api/v1/coedit/1?ticket=t'],
    ['https://api.trip.example/', 'wss://api.trip.example/api/v1/coedit/1?ticket=t'],
    ['http://localhost:3000', 'ws://localhost:3000/api/v1/coedit/1?ticket=t'],
    ['', ''],
    ['file:///tmp', ''],
  ])('on %j is %j', (origin, expected) => {
    expect(socketUrlFor('/api/v1/coedit/1?ticket=t', origin)).toBe(expected)
  })
})

describe('a failed ticket request', () => {
  it('is a refusal when the journey is private (403) or gone (404)', () => {
    expect(ticketRefusal(new ServerError(403, 'JOURNEY_PRIVATE'))).toMatchObject({
      code: 'forbidden',
      retry: false,
    })
    expect(ticketRefusal(new ServerError(404, 'JOURNEY_DELETED'))).toMatchObject({
      code: 'not-found',
      retry: false,
    })
  })

  it('is retried otherwise (network, 5xx)', () => {
    expect(ticketRefusal(new ServerError(503, 'UNAVAILABLE'))).toBeNull()
    expect(ticketRefusal(new ClientError(CLIENT_ERROR_CODES.NETWORK))).toBeNull()
  })
})
