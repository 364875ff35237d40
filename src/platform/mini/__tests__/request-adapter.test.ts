/**
 * @jest-environment-options {"url": "http://127.0.0.1:43974/web/about"}
 */
// The Taro.request adapter inside the real request client, against the project's own server. The
// vendor request is played by a real HTTP call shaped like wx.request's answer.
import axios, { getAdapter } from 'axios'
import { startRealServer, type RealServer } from '@/services/http/__tests__/support/real-server'
import { testClient } from '@/services/http/__tests__/support/test-client'
import { createTaroRequestAdapter, type TaroRequest } from '../request-adapter'

jest.setTimeout(60_000)
let server: RealServer
beforeAll(async () => {
  server = await startRealServer(43974)
})
afterAll(() => server?.stop())

const seen: Array<Record<string, unknown>> = []
/** Like Taro.request after interceptors (Taro #16897): a plain promise, no abort, no working timeout. */
const vendorRequest: TaroRequest = (options) => {
  seen.push(options as unknown as Record<string, unknown>)
  return axios
    .request({
      url: options.url,
      method: options.method,
      headers: options.header,
      data: options.data,
      adapter: getAdapter(['xhr']),
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: (d: unknown) => d,
    })
    .then((res) => ({
      statusCode: res.status,
      data: res.data,
      header: res.headers as Record<string, unknown>,
    }))
}

function client(request: TaroRequest = vendorRequest, timeout?: number) {
  return testClient(server.origin, {
    adapters: { adapterFor: () => createTaroRequestAdapter(request) },
    timeout,
  })
}

beforeEach(() => {
  seen.length = 0
})

describe('the Taro.request adapter against the real server', () => {
  it('reads a JSON answer and passes headers, method and query', async () => {
    const { http } = client()
    const journey = await http.get<{ id: number }>(
      '/web/journey/detail',
      { id: 1 },
      { headers: { 'X-Test': 'a' } },
    )
    expect(journey.id).toBe(1)
    expect(seen[0]).toMatchObject({
      method: 'GET',
      dataType: 'text',
      header: expect.objectContaining({ 'X-Test': 'a' }),
    })
    expect(String(seen[0].url)).toMatch(/\/api\/v1\/web\/journey\/detail\?id=1$/)
  })

  it('posts a JSON body and turns a 400 into a server error', async () => {
    const { http } = client()
    await expect(http.post('/auth/login', { phone: 'x', code: '1' })).rejects.toMatchObject({
      kind: 'server',
      status: 400,
    })
    expect(seen[0]).toMatchObject({ method: 'POST', data: '{"phone":"x","code":"1"}' })
  })

  it('keeps the response rules: a 401 calls the unauthorized handler', async () => {
    const { http, calls } = client()
    await expect(http.get('/user/me/v2')).rejects.toMatchObject({ status: 401 })
    expect(calls).toEqual(['unauthorized'])
  })

  it('turns a vendor { errMsg } failure into ENetworkError', async () => {
    const failing: TaroRequest = () => Promise.reject({ errMsg: 'request:fail net::ERR' }) as never
    await expect(client(failing).http.get('/x')).rejects.toMatchObject({
      kind: 'client',
      code: 'ENetworkError',
    })
  })

  it('times out even when the task lost its abort (Taro #16897)', async () => {
    // The vendor call never settles and cannot be aborted: only the client's own timer can end it.
    const lost: TaroRequest = () => new Promise<never>(() => undefined) as never
    await expect(client(lost, 200).http.get('/x')).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 200 ms exceeded',
    })
  })

  it('aborts through the signal and calls the task abort when there is one', async () => {
    let aborted = false
    const hanging: TaroRequest = () =>
      Object.assign(new Promise<never>(() => undefined), { abort: () => (aborted = true) })
    const controller = new AbortController()
    const pending = client(hanging).http.get('/x', undefined, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'ECONNABORTED', message: 'Request aborted' })
    expect(aborted).toBe(true)
  })
})
