import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import { feApiSign } from '@types-shared/api/sign'
import { decorateHeaders, type HeaderContext } from '../request-headers'

const ORIGIN = 'https://www.trip.example'

function headersFor(config: Partial<InternalAxiosRequestConfig>, ctx: Partial<HeaderContext> = {}) {
  const full = { headers: new AxiosHeaders(), ...config } as InternalAxiosRequestConfig
  decorateHeaders(full, {
    pageOrigin: () => ORIGIN,
    cookie: () => 'XSRF-TOKEN=tok123',
    markHeaders: 'all',
    traceId: () => '0123456789abcdef',
    ...ctx,
  })
  return AxiosHeaders.from(full.headers).toJSON() as Record<string, string>
}

describe('request headers (SPEC.md section 7)', () => {
  it.each([
    ['a relative url', { url: '/api/v1/x' }, true],
    ['a same-origin absolute url', { url: `${ORIGIN}/api/v1/x` }, true],
    ['a base URL on the same origin', { baseURL: '/api/v1', url: '/x' }, true],
    ['another company host', { url: 'https://api.trip.example/x' }, false],
    ['a foreign host', { url: 'https://evil.example/x' }, false],
    ['a protocol-relative foreign host', { url: '//evil.example/x' }, false],
  ])('trace id and XSRF token go to %s: %s', (_name, config, sameOrigin) => {
    const headers = headersFor(config)
    expect(headers['x-b3-traceid'] === '0123456789abcdef').toBe(sameOrigin)
    // CVE-2023-45857: the token never leaves the origin.
    expect(headers['X-XSRF-TOKEN'] === 'tok123').toBe(sameOrigin)
  })

  it('sends no XSRF header without the cookie', () => {
    expect(headersFor({ url: '/x' }, { cookie: () => 'other=1' })['X-XSRF-TOKEN']).toBeUndefined()
  })

  it('nothing is same-origin without a page (mini-programs)', () => {
    const headers = headersFor(
      { url: '/x', baseURL: 'https://www.trip.example' },
      { pageOrigin: () => undefined },
    )
    expect(headers['x-b3-traceid']).toBeUndefined()
  })

  it.each([
    ['all', 'https://www.trip.example/x', true],
    ['all', 'https://ci.devops.trip.example/x', true],
    ['all', 'https://evil.example/x', false],
    ['devops', 'https://www.trip.example/x', false],
    ['devops', 'https://ci.devops.trip.example/x', true],
    [false, 'https://www.trip.example/x', false],
    [false, 'https://ci.devops.trip.example/x', false],
  ] as const)('marking %s marks %s: %s', (markHeaders, url, marked) => {
    const headers = headersFor({ url }, { markHeaders })
    expect(headers['X-Requested-With'] === 'XMLHttpRequest').toBe(marked)
  })

  it('signs /fe_api/ paths with path and query', () => {
    const headers = headersFor({ url: '/fe_api/web/poi/detail?b=2', params: { id: 1, a: 'x y' } })
    expect(headers['X-Sign']).toBe(feApiSign('/fe_api/web/poi/detail', { id: 1, a: 'x y', b: '2' }))
  })

  it('does not sign other paths', () => {
    expect(headersFor({ url: '/api/v1/web/poi/detail' })['X-Sign']).toBeUndefined()
  })

  it('lets the page hook replace the signature and add headers', () => {
    const seen: string[] = []
    const headers = headersFor(
      { baseURL: '/fe_api', url: '/x' },
      {
        signHook: ({ path, sign }) => {
          seen.push(path, sign)
          return { signature: 'custom', headers: { 'X-Sign-Time': '1' } }
        },
      },
    )
    expect(seen).toEqual(['/fe_api/x', feApiSign('/fe_api/x', '')])
    expect(headers['X-Sign']).toBe('custom')
    expect(headers['X-Sign-Time']).toBe('1')
  })

  it.each([
    [false, 'https://api.trip.example/x', false],
    [true, 'https://api.trip.example/x', true],
    [true, 'https://ci.devops.trip.example/x', true],
    [true, 'https://evil.example/x', false],
  ])(
    'with company tracing %s, %s gets a trace id: %s (and never the XSRF token)',
    (traceCompanyHosts, url, traced) => {
      const headers = headersFor({ url }, { traceCompanyHosts })
      expect(headers['x-b3-traceid'] === '0123456789abcdef').toBe(traced)
      expect(headers['X-XSRF-TOKEN']).toBeUndefined()
    },
  )

  it('adds x-xray-traceid beside the trace id when asked', () => {
    const headers = headersFor({ url: '/x' }, { xrayTraceId: () => 'xray-1' })
    expect(headers['x-xray-traceid']).toBe('xray-1')
    expect(
      headersFor({ url: 'https://evil.example/x' }, { xrayTraceId: () => 'x' })['x-xray-traceid'],
    ).toBeUndefined()
  })
})
