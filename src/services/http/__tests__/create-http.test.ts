import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { memorySessionStore } from '../anti-spam'
import { createHttp } from '../create-http'
import type { HttpOptions } from '../types'
import { quietHandlers } from './support/quiet-handlers'

// A recording adapter: axios runs for real (interceptors, transforms); only the transport is replaced.
function recording(body: unknown = { code: 0, msg: 'ok', success: true, data: { ok: 1 } }) {
  const seen: Array<{ config: InternalAxiosRequestConfig; useBridge: boolean }> = []
  const adapter =
    (useBridge: boolean): AxiosAdapter =>
    async (config) => {
      seen.push({ config, useBridge })
      return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers: {}, config, request: null }
    }
  const options: HttpOptions = {
    baseURL: '/api/v1',
    apis: { journey: '/web/journey/{id}/day/{day}' },
    adapters: { adapterFor: ({ useBridge }) => adapter(useBridge) },
    auth: { authorize: (config) => void AxiosHeaders.from(config.headers).set('Authorization', 'tok') },
    headers: { pageOrigin: () => 'https://www.trip.example', cookie: () => undefined, markHeaders: 'all' },
    handlers: quietHandlers(),
    session: memorySessionStore(),
    logError: () => undefined,
  }
  return { seen, options }
}

const authOf = (c: InternalAxiosRequestConfig) => AxiosHeaders.from(c.headers).get('Authorization')

describe('createHttp (SPEC.md sections 5, 7 and 9)', () => {
  it('times out after 10 s by default and uploads after 60 s', async () => {
    const { seen, options } = recording()
    const http = createHttp(options)
    await http.get('/a')
    await http.upload('/b', new FormData())
    expect(seen.map((s) => s.config.timeout)).toEqual([10_000, 60_000])
  })

  it('resolves with the envelope data, or with a body that is no envelope', async () => {
    const { options } = recording()
    expect(await createHttp(options).get('/a')).toEqual({ ok: 1 })
    const raw = recording({ any: 'thing' })
    expect(await createHttp(raw.options).get('/a')).toEqual({ any: 'thing' })
  })

  it('rejects success false as a business error', async () => {
    const { options } = recording({ code: 40901, msg: 'no chance', success: false, data: null })
    await expect(createHttp(options).post('/draw_lottery')).rejects.toMatchObject({
      kind: 'business',
      code: 40901,
      message: 'no chance',
    })
  })

  it('adds the auth scheme, except on the no-auth verbs', async () => {
    const { seen, options } = recording()
    const http = createHttp(options)
    await http.get('/a')
    await http.noAuth.get('/a')
    await http.noAuth.post('/a', { x: 1 })
    expect(seen.map((s) => authOf(s.config))).toEqual(['tok', undefined, undefined])
  })

  it.each([
    [{}, false],
    [{ useBridge: true }, true],
    [{ preferBridge: true }, true],
  ])('asks the platform for the adapter with %j -> bridge %s', async (extra, useBridge) => {
    const { seen, options } = recording()
    await createHttp(options).get('/a', undefined, extra)
    expect(seen[0].useBridge).toBe(useBridge)
  })

  it('fills a named API from the payload: GET sends the rest as query, POST as body', async () => {
    const { seen, options } = recording()
    const http = createHttp(options)
    await http.api('journey', { id: 7, day: 2, lang: 'en' })
    await http.api('journey', { id: 7, day: 2, note: 'x' }, { method: 'POST' })
    expect(seen[0].config).toMatchObject({
      url: '/web/journey/7/day/2',
      params: { lang: 'en' },
      method: 'get',
    })
    expect(seen[1].config).toMatchObject({
      url: '/web/journey/7/day/2',
      data: '{"note":"x"}',
      method: 'post',
    })
  })

  it('rejects an unknown or empty API name', async () => {
    const { options } = recording()
    const http = createHttp(options)
    await expect(http.api('nope')).rejects.toThrow('unknown API "nope"')
    await expect(http.api('')).rejects.toThrow('unknown API ""')
  })

  it('refuses a bad configuration at creation', () => {
    const { options } = recording()
    expect(() => createHttp({ ...options, baseURL: '/api/v1/' })).toThrow(TypeError)
    expect(() => createHttp({ ...options, apis: { '': '/a' } })).toThrow(TypeError)
  })

  it('leaves XSRF to its own same-origin rule and serializes arrays without brackets', async () => {
    const { seen, options } = recording()
    await createHttp(options).get('/a', { tag: ['x', 'y'] })
    expect(seen[0].config.withXSRFToken).toBe(false)
    expect(seen[0].config.paramsSerializer).toEqual({ indexes: null })
  })
})

it('signs the query the auth scheme completed (sid in the query)', async () => {
  const { seen, options } = recording()
  const { feApiSign } = await import('@types-shared/api/sign')
  const http = createHttp({
    ...options,
    baseURL: '/fe_api',
    auth: { authorize: (config) => void (config.params = { ...config.params, sid: 's1' }) },
  })
  await http.get('/web/poi/detail', { id: 1 })
  expect(AxiosHeaders.from(seen[0].config.headers).get('X-Sign')).toBe(
    feApiSign('/fe_api/web/poi/detail', { id: 1, sid: 's1' }),
  )
})
