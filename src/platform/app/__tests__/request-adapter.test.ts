/**
 * @jest-environment-options {"url": "http://127.0.0.1:43973/web/about"}
 */
// The bridge adapter inside the real request client, against the project's own server: the fake
// native side performs each sendClientRequest as a real HTTP request, as the app would.
import axios, { AxiosHeaders, getAdapter, type InternalAxiosRequestConfig } from 'axios'
import { startRealServer, type RealServer } from '@/services/http/__tests__/support/real-server'
import { testClient } from '@/services/http/__tests__/support/test-client'
import type { ClientRequestArgs, ClientRequestResult } from '../../bridge/types'
import type { BridgePort } from '../bridge-port'
import { bridgeMethodFor, canUseBridge, createAppHttp } from '../request-adapter'

jest.setTimeout(60_000)
let server: RealServer
beforeAll(async () => {
  server = await startRealServer(43973)
})
afterAll(() => server?.stop())

type Native = (method: string, args: ClientRequestArgs) => Promise<ClientRequestResult>

/** Native's side: a real HTTP request per call (or whatever a test wants instead). */
const realNative: Native = async (_method, args) => {
  const res = await axios.request({
    url: args.url,
    method: args.type,
    headers: args.headers,
    data: args.data,
    adapter: getAdapter(['xhr']),
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: (d: unknown) => d,
  })
  return { result: 0, status: res.status, response: res.data, headers: res.headers as Record<string, string> }
}

function fakeBridge(native: Native = realNative) {
  const calls: string[] = []
  const send = (method: string) => (args: ClientRequestArgs) => {
    calls.push(`${method} ${args.type} ${new URL(args.url).pathname}`)
    return native(method, args)
  }
  const bridge = {
    methods: { sendClientRequestV2: send('V2'), sendClientRequestV3: send('V3') },
    on: () => () => undefined,
  } as unknown as BridgePort
  return { bridge, calls }
}

function client(native?: Native, build = 6630001, timeout?: number) {
  const { bridge, calls } = fakeBridge(native)
  const recorded = testClient(server.origin, { adapters: createAppHttp(bridge, build), timeout })
  return { ...recorded, bridgeCalls: calls }
}

describe('choosing the bridge (SPEC.md section 4)', () => {
  it.each([
    [undefined, 'sendClientRequestV2'],
    [6629999, 'sendClientRequestV2'],
    [6630000, 'sendClientRequestV3'],
    [8100000, 'sendClientRequestV3'],
  ])('build %s uses %s', (build, method) => {
    expect(bridgeMethodFor(build)).toBe(method)
  })

  const config = (method: string, data?: unknown, type?: string) =>
    ({
      method,
      data,
      headers: new AxiosHeaders(type ? { 'Content-Type': type } : {}),
    }) as InternalAxiosRequestConfig
  it.each([
    ['GET', undefined, undefined, true],
    ['POST', '{"a":1}', 'application/json', true],
    ['PUT', '{"a":1}', 'application/json;charset=utf-8', true],
    ['DELETE', 'a=1', 'application/x-www-form-urlencoded', true],
    ['POST', undefined, undefined, true],
    ['POST', 'plain', 'text/plain', false],
    ['POST', { a: 1 }, 'multipart/form-data', false],
    ['PATCH', '{"a":1}', 'application/json', false],
    ['HEAD', undefined, undefined, false],
  ])('%s with %j as %s goes through the bridge: %s', (method, data, type, expected) => {
    expect(canUseBridge(config(method, data, type))).toBe(expected)
  })
})

describe('the bridge adapter against the real server', () => {
  it('sends a useBridge GET through sendClientRequestV3 and reads the answer', async () => {
    const { http, bridgeCalls } = client()
    const journey = await http.get<{ id: number }>('/web/journey/detail', { id: 1 }, { useBridge: true })
    expect(journey.id).toBe(1)
    expect(bridgeCalls).toEqual(['V3 GET /api/v1/web/journey/detail'])
  })

  it('uses V2 before build 6630000 and for preferBridge', async () => {
    const { http, bridgeCalls } = client(undefined, 6000000)
    await http.get('/web/journey/detail', { id: 1 }, { preferBridge: true })
    expect(bridgeCalls).toEqual(['V2 GET /api/v1/web/journey/detail'])
  })

  it('leaves requests without the option on the normal adapter', async () => {
    const { http, bridgeCalls } = client()
    await http.get('/web/journey/detail', { id: 1 })
    expect(bridgeCalls).toEqual([])
  })

  it('posts JSON through the bridge', async () => {
    const { http, bridgeCalls } = client()
    const error = await http
      .post('/auth/login', { phone: 'x', code: '1' }, { useBridge: true })
      .catch((e) => e)
    expect(error).toMatchObject({ kind: 'server', status: 400 })
    expect(bridgeCalls).toEqual(['V3 POST /api/v1/auth/login'])
  })

  it('keeps the response rules: a 401 through the bridge calls the unauthorized handler', async () => {
    const { http, calls } = client()
    await expect(http.get('/user/me/v2', undefined, { useBridge: true })).rejects.toMatchObject({
      status: 401,
    })
    expect(calls).toEqual(['unauthorized'])
  })

  it.each([
    ['result -1', { result: -1, status: 0, response: null }, 'EUseBridgeV3Error', -1],
    ['success false', { result: 0, status: 503, response: null, success: false }, 'EUseBridgeV3Error', 503],
  ])('%s raises a client error with the status', async (_name, answer, code, status) => {
    const { http } = client(async () => answer as ClientRequestResult)
    await expect(http.get('/web/journey/detail', { id: 1 }, { useBridge: true })).rejects.toMatchObject({
      kind: 'client',
      code,
      status,
    })
  })

  it('falls back to the normal adapter when the bridge times out', async () => {
    const { http, bridgeCalls } = client(() => new Promise(() => undefined), 6630001, 200)
    const journey = await http.get<{ id: number }>('/web/journey/detail', { id: 1 }, { useBridge: true })
    expect(journey.id).toBe(1)
    expect(bridgeCalls).toHaveLength(1)
  })

  it('rejects the timeout when fallback is disabled', async () => {
    const { http } = client(() => new Promise(() => undefined), 6630001, 200)
    await expect(
      http.get('/web/journey/detail', { id: 1 }, { useBridge: true, bridgeFallback: false }),
    ).rejects.toMatchObject({ kind: 'client', code: 'ECONNABORTED', message: 'timeout of 200 ms exceeded' })
  })
})
