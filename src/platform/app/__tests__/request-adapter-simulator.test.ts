// The bridge adapter over the whole real bridge stack (argument checks, client-request normalizing,
// window transport) and the host-app simulator, which echoes what native received.
import { getAdapter } from 'axios'
import { testClient } from '@/services/http/__tests__/support/test-client'
import { createBridgeClient } from '../../bridge/client/bridge-client'
import { createTelemetryQueue } from '../../bridge/client/telemetry-queue'
import { createWindowTransport } from '../../bridge/client/transport'
import { createBridgeMethods } from '../../bridge/methods'
import { installHostAppSimulator, type HostAppSimulator } from '../../simulator'
import { createAppHttp } from '../request-adapter'

let simulator: HostAppSimulator | undefined
afterEach(() => simulator?.uninstall())

function appClient(build: number) {
  simulator = installHostAppSimulator(window, { os: 'ios', version: '6.61.0', build, clientRequests: 'echo' })
  const client = createBridgeClient({
    transport: createWindowTransport(window),
    telemetry: createTelemetryQueue(),
    inApp: true,
  })
  const methods = createBridgeMethods(client, { os: 'ios' })
  const adapters = createAppHttp({ methods, on: methods.on }, build)
  return testClient(window.location.origin, { adapters })
}

type Echo = { echo: { url: string; type: string; data: unknown } }

describe('the bridge adapter on the host-app simulator', () => {
  it.each([
    [6630000, 'sendClientRequestV3'],
    [6629999, 'sendClientRequestV2'],
  ])('build %i sends a GET through %s with an absolute url', async (build, method) => {
    const { http } = appClient(build)
    const answer = await http.get<Echo>('/web/journey/detail', { id: 1 }, { useBridge: true })
    expect(answer.echo).toEqual({
      url: `${window.location.origin}/api/v1/web/journey/detail?id=1`,
      type: 'GET',
      data: null,
    })
    expect(simulator?.callsOf(method)).toHaveLength(1)
  })

  it('hands native a JSON body as the object, and a form body as text', async () => {
    const { http } = appClient(6630001)
    const json = await http.post<Echo>('/x', { a: 1, b: ['c'] }, { useBridge: true })
    expect(json.echo).toMatchObject({ type: 'POST', data: { a: 1, b: ['c'] } })
    const form = await http.put<Echo>('/x', new URLSearchParams({ a: '1' }), { useBridge: true })
    expect(form.echo).toMatchObject({ type: 'PUT', data: 'a=1' })
  })

  it('gives requests without useBridge the normal adapter', () => {
    const provider = createAppHttp({ methods: {}, on: () => () => undefined } as never, 6630001)
    expect(provider.adapterFor({ useBridge: false })).toBe(provider.adapterFor({ useBridge: false }))
    expect(provider.adapterFor({ useBridge: false })).not.toBe(provider.adapterFor({ useBridge: true }))
    expect(String(provider.adapterFor({ useBridge: false }))).toBe(
      String(getAdapter(['xhr', 'http', 'fetch'])),
    )
  })
})
