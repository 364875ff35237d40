import { getAdapter } from 'axios'
import { createFakePlatform } from '../../fake'
import { miniHttp } from '../../mini/request-adapter'
import { createAppHttp } from '../../app/request-adapter'
import type { BridgePort } from '../../app/bridge-port'
import { webHttp } from '../request-adapter'
import type { HttpAdapterProvider } from '../../request-adapter'

// Every platform hands the client an axios adapter, whatever the request asks (issue 5).
const noBridge = { methods: {}, on: () => () => undefined } as unknown as BridgePort
const providers: Array<[string, HttpAdapterProvider]> = [
  ['web', webHttp],
  ['fake', createFakePlatform().http],
  ['mini', miniHttp],
  ['app', createAppHttp(noBridge, 6630001)],
]

describe.each(providers)('the %s http provider', (_name, provider) => {
  it.each([false, true])('returns an adapter function for useBridge %s', (useBridge) => {
    expect(typeof provider.adapterFor({ useBridge })).toBe('function')
  })
})

it('the web uses axios own adapter even when the bridge is asked for', () => {
  const own = String(getAdapter(['xhr', 'http', 'fetch']))
  expect(String(webHttp.adapterFor({ useBridge: true }))).toBe(own)
})
