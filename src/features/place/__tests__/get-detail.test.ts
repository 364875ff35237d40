import { BusinessError, ClientError, CLIENT_ERROR_CODES } from '@/services/http'
import { getTravelApi } from '@/services/site-client'
import { API_CODES } from '@types-shared/api/codes'
import { DetailNotFoundError } from '../api/detail-errors'
import { getPlace } from '../api/get-place'
import { getTransport } from '../api/get-transport'

jest.mock('@/services/site-client', () => {
  const actual = jest.requireActual('@/services/site-client')
  const { callApi } = jest.requireActual('@/services/http/call-api')
  const client = { get: jest.fn() }
  return { ...actual, getTravelApi: () => client, api: (...args: unknown[]) => callApi(client, ...args) }
})
const api = getTravelApi() as unknown as { get: jest.Mock }

beforeEach(() => api.get.mockReset())

describe('loading a place or a transport leg', () => {
  it('asks web/poi/detail and web/transportation/detail by id', async () => {
    api.get.mockResolvedValue({ id: 7 })
    await expect(getPlace(7)).resolves.toEqual({ id: 7 })
    await expect(getTransport(9)).resolves.toEqual({ id: 7 })
    expect(api.get.mock.calls).toEqual([
      ['/web/poi/detail', { id: 7 }],
      ['/web/transportation/detail', { id: 9 }],
    ])
  })

  it.each([
    ['not found', API_CODES.RESOURCE_NOT_FOUND],
    ['plain not found', API_CODES.NOT_FOUND],
    ['a deleted journey', API_CODES.JOURNEY_DELETED],
    ['a private journey', API_CODES.JOURNEY_PRIVATE],
  ])('reads %s as a missing detail', async (_, code) => {
    api.get.mockRejectedValue(new BusinessError(code, 'gone'))
    await expect(getPlace(7)).rejects.toBeInstanceOf(DetailNotFoundError)
    await expect(getTransport(7)).rejects.toBeInstanceOf(DetailNotFoundError)
  })

  it('keeps any other failure an error, to be retried', async () => {
    const failure = new ClientError(CLIENT_ERROR_CODES.NETWORK, 'Network Error')
    api.get.mockRejectedValue(failure)
    await expect(getPlace(7)).rejects.toBe(failure)
  })
})
