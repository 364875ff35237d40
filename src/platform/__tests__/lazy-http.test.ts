import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { lazyHttp } from '../lazy-http'
import type { HttpAdapterProvider } from '../request-adapter'

const config = { url: '/api/v1/web/journey/detail', headers: {} } as unknown as InternalAxiosRequestConfig

function providerAnswering(tag: string): HttpAdapterProvider {
  const adapter =
    (kind: string): AxiosAdapter =>
    async (request) => ({
      data: `${tag}:${kind}`,
      status: 200,
      statusText: '',
      headers: {},
      config: request,
    })
  return {
    adapterFor: ({ useBridge }) => adapter(useBridge ? 'bridge' : 'plain'),
    streamAdapterFor: () => adapter('stream'),
  }
}

describe('an HTTP provider loaded with the first request', () => {
  it('loads nothing until a request is sent', () => {
    const load = jest.fn(async () => providerAnswering('web'))
    const http = lazyHttp(load)
    http.adapterFor({ useBridge: false })
    http.streamAdapterFor()
    expect(load).not.toHaveBeenCalled()
  })

  it('hands each request to the loaded provider’s adapter for it, loading once', async () => {
    const load = jest.fn(async () => providerAnswering('web'))
    const http = lazyHttp(load)
    const [plain, bridge, stream] = await Promise.all([
      http.adapterFor({ useBridge: false })(config),
      http.adapterFor({ useBridge: true })(config),
      http.streamAdapterFor()(config),
    ])
    expect([plain.data, bridge.data, stream.data]).toEqual(['web:plain', 'web:bridge', 'web:stream'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects the request when the code cannot load, and tries again on the next one', async () => {
    const load = jest
      .fn<Promise<HttpAdapterProvider>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(providerAnswering('web'))
    const http = lazyHttp(load)
    await expect(http.adapterFor({ useBridge: false })(config)).rejects.toThrow('chunk failed')
    await expect(http.adapterFor({ useBridge: false })(config)).resolves.toMatchObject({ data: 'web:plain' })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
