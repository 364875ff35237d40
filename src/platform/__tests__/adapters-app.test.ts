import { createBridgeClient } from '../bridge/client/bridge-client'
import { createTelemetryQueue } from '../bridge/client/telemetry-queue'
import { createWindowTransport } from '../bridge/client/transport'
import { createBridgeMethods } from '../bridge/methods'
import { installHostAppSimulator } from '../simulator'
import type { HostAppSimulator } from '../simulator'
import { createAppPlatform } from '../app'
import { createFakePlatform } from '../fake'
import type { Platform } from '../types'
import { describeStorageContract } from './contracts/storage.contract'
import { describeUiContract } from './contracts/ui.contract'
import { describeCapabilityContracts } from './contracts/capabilities.contract'

// The app implementation against the host-app simulator: the same window globals native provides.
let simulator: HostAppSimulator

function makeAppPlatform(): Platform {
  simulator?.uninstall()
  simulator = installHostAppSimulator(window, { os: 'ios', version: '6.61.0' })
  const client = createBridgeClient({
    transport: createWindowTransport(window),
    telemetry: createTelemetryQueue(),
    inApp: true,
  })
  const methods = createBridgeMethods(client, { os: 'ios' })
  return createAppPlatform({ methods, on: methods.on }, createFakePlatform().locale, {
    allowedHosts: ['*.trip.example'],
    selfOrigin: 'https://m.trip.example',
  })
}

describeStorageContract('app', () => makeAppPlatform().storage)
describeUiContract('app', () => makeAppPlatform().ui)
describeCapabilityContracts('app', makeAppPlatform)

describe('app specifics', () => {
  it('shares through shareContentV2 with a mini-program card when there is a path', async () => {
    const platform = makeAppPlatform()
    await platform.share.share({
      title: '东京五日',
      url: 'https://m.trip.example/web/journey/detail/1',
      miniProgramPath: '/pages/journey/detail/index?id=1',
    })
    const [call] = simulator.callsOf('shareContentV2')
    expect(call.args).toMatchObject({ type: 'web', linkurl: 'https://m.trip.example/web/journey/detail/1' })
    expect(call.args).toHaveProperty(['extension', 'miniprogram', 'path'], '/pages/journey/detail/index?id=1')
  })

  it('opens an allowed address as a new app screen', async () => {
    const platform = makeAppPlatform()
    await platform.navigation.openLink('https://m.trip.example/web/about')
    expect(simulator.callsOf('openLink')[0].args).toEqual({ url: 'https://m.trip.example/web/about' })
  })

  it("tells the page when the app's view is covered and shown again, and stops when asked", () => {
    const platform = makeAppPlatform()
    const seen: boolean[] = []
    const stop = platform.environment.onViewVisibility((visible) => seen.push(visible))
    simulator.emit('viewDisappear', undefined)
    simulator.emit('viewAppear', undefined)
    stop()
    simulator.emit('viewDisappear', undefined)
    expect(seen).toEqual([false, true])
  })

  it('tells the page when the app login changes', async () => {
    const platform = makeAppPlatform()
    const seen: boolean[] = []
    platform.auth.onLoginChange((loggedIn) => seen.push(loggedIn))
    simulator.emit('loginChange', { loggedIn: true })
    expect(seen).toEqual([true])
  })

  it('reads the host user from getUserInfo', async () => {
    const user = await makeAppPlatform().auth.getHostUser()
    expect(user).toMatchObject({ userId: expect.any(String), nickname: expect.any(String) })
  })
})
