import { createBridgeClient } from '../../bridge/client/bridge-client'
import { createTelemetryQueue } from '../../bridge/client/telemetry-queue'
import { createWindowTransport } from '../../bridge/client/transport'
import { parseUserAgent } from '../../env/user-agent'
import { maybeInstallSimulatorFromQuery, simulatorOptionsFromQuery } from '../from-query'
import { installHostAppSimulator, SIMULATOR_GLOBAL } from '../install'
import { DEMO_USER, TOKYO_STATION } from '../profiles'
import type { HostAppSimulator, SimulatorOptions } from '../types'
import { buildFromVersion, simulatedUserAgent } from '../user-agent'

let sim: HostAppSimulator | undefined
let client: ReturnType<typeof createBridgeClient> | undefined
afterEach(() => {
  client?.dispose()
  sim?.uninstall()
  sim = client = undefined
})

function start(options: Partial<SimulatorOptions> = {}) {
  sim = installHostAppSimulator(window, { os: 'ios', version: '6.61.0', clientRequests: 'echo', ...options })
  client = createBridgeClient({
    transport: createWindowTransport(window),
    telemetry: createTelemetryQueue(),
    inApp: true,
  })
  return { sim, invoke: client.invoke.bind(client) }
}

describe('the host-app simulator', () => {
  it('puts itself on window.__tripSimulator with the call log', async () => {
    const { invoke } = start()
    await invoke('toast', { message: 'hi' })
    const onWindow = (window as unknown as Record<string, HostAppSimulator>)[SIMULATOR_GLOBAL]
    expect(onWindow.calls).toEqual([
      expect.objectContaining({
        channel: 'new',
        method: 'toast',
        args: { message: 'hi' },
        answer: { result: 0 },
      }),
    ])
  })

  it.each([
    ['ios', 'webkit'],
    ['android', 'tripBridge'],
    ['harmony', 'tripBridge'],
  ] as const)(
    'on %s provides the new channel at window.%s and the old one at TripAppLegacy',
    (os, global) => {
      start({ os })
      const w = window as unknown as Record<string, unknown>
      expect(w[global]).toBeDefined()
      expect(typeof (w.TripAppLegacy as Record<string, unknown>).getUserInfo).toBe('function')
    },
  )

  it.each([
    ['6.61.0', 'ios', { userId: '10001', sessionId: DEMO_USER.sessionId, hashExp: 'exp-42' }, ['user_id']],
    ['6.6.0', 'ios', { userId: '10001', sessionId: DEMO_USER.sessionId }, ['hashExp']],
    ['6.6.0', 'android', { userId: '10001', hashExp: 'exp-42' }, []],
    [
      '5.30.0',
      'ios',
      { user_id: '10001', session_id: DEMO_USER.sessionId, images: DEMO_USER.image },
      ['userId'],
    ],
    [
      '5.20.0',
      'android',
      { user_id: '10001', user_token: DEMO_USER.userToken },
      ['session_id', 'lat', 'lon'],
    ],
  ] as const)('as %s on %s answers user info the way that app did', async (version, os, has, lacks) => {
    const { invoke } = start({ version, os })
    const user = await invoke<Record<string, unknown>>('getUserInfo')
    expect(user).toMatchObject(has)
    for (const field of lacks) expect(user).not.toHaveProperty(field)
  })

  it.each([
    ['ios', '5.20.0', ['idfa', 'idfv', 'applepayInfo'], ['imei']],
    ['ios', '6.61.0', ['applepayInfo'], ['idfa', 'imei']],
    ['android', '5.20.0', ['imei'], ['idfa', 'applepayInfo']],
    ['harmony', '6.61.0', [], ['imei', 'applepayInfo']],
  ] as const)('device info on %s %s', async (os, version, has, lacks) => {
    const { invoke } = start({ os, version })
    const info = await invoke<Record<string, unknown>>('getDeviceInfo')
    for (const field of has) expect(info).toHaveProperty(field)
    for (const field of lacks) expect(info).not.toHaveProperty(field)
  })

  it('keeps storage in memory across calls', async () => {
    const { invoke, sim: s } = start()
    await invoke('setItem', { key: 'k', value: 'v' })
    await expect(invoke('getItem', { key: 'k' })).resolves.toEqual({ value: 'v' })
    await invoke('removeItem', { key: 'k' })
    await expect(invoke('getItem', { key: 'k' })).resolves.toEqual({ value: null })
    expect(s.storage.size).toBe(0)
  })

  it('answers a guest without user, signs in on checkLoginWithAction and tells the page', async () => {
    const { invoke, sim: s } = start({ user: null })
    const events: unknown[] = []
    client?.on('loginChange', (data) => events.push(data))
    await expect(invoke('getUserInfo')).resolves.toMatchObject({ guest: true })
    await expect(invoke('checkLoginWithAction', { type: 1 })).resolves.toEqual({ loggedIn: true })
    await expect(invoke('getUserInfo')).resolves.toMatchObject({ userId: DEMO_USER.userId })
    await invoke('logout')
    expect(events).toEqual([{ loggedIn: true }, { loggedIn: false }])
    expect(s.user).toBeNull()
  })

  it('picks the first alert action and the first action-sheet value', async () => {
    const { invoke } = start()
    await expect(invoke('showalertV2', { actions: [{ name: 'OK' }, { name: 'No' }] })).resolves.toEqual({
      index: 0,
      name: 'OK',
    })
    await expect(invoke('showActionSheet', { actions: [{ name: 'a', value: 'A' }] })).resolves.toEqual({
      value: 'A',
    })
  })

  it.each([
    [undefined, TOKYO_STATION.lat, 'gcj02'],
    ['wgs84', TOKYO_STATION.lat, 'wgs84'],
    ['bd09', 35.68757, 'bd09'],
  ])('locates Tokyo Station in %s', async (coordinate, lat, answered) => {
    const { invoke } = start()
    const place = await invoke<{ lat: number; coordinate: string }>(
      'getCurrentGeolocation',
      coordinate ? { coordinate } : {},
    )
    expect(place.lat).toBeCloseTo(lat, 3)
    expect(place.coordinate).toBe(answered)
  })

  it('does not know sendClientRequestV3 on the new channel below build 6630000', async () => {
    const { invoke, sim: s } = start({ build: 6629999 })
    await invoke('sendClientRequestV3', { url: 'https://x.example.com/a', type: 'GET' })
    expect(s.callsOf('sendClientRequestV3').map((c) => [c.channel, c.answer?.result])).toEqual([
      ['new', -10000],
      ['legacy', 0],
    ])
  })

  it('answers after the configured latency', async () => {
    jest.useFakeTimers()
    const { invoke } = start({ latencyMs: 300 })
    let done = false
    const call = invoke('getNetworkType').then(() => (done = true))
    await jest.advanceTimersByTimeAsync(299)
    expect(done).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    await call
    expect(done).toBe(true)
    jest.useRealTimers()
  })

  it('logs each call when asked', async () => {
    const lines: string[] = []
    const { invoke } = start({ log: (line) => lines.push(line) })
    await invoke('getNetworkType')
    expect(lines).toEqual(
      expect.arrayContaining(['new getNetworkType {}', 'new getNetworkType -> 0 {"type":"WiFi"}']),
    )
  })
})

describe('the simulator in a desktop browser (?simulateApp=)', () => {
  it('reads its options from the query', () => {
    expect(
      simulatorOptionsFromQuery(
        '?simulateApp=android&version=6.5.0&build=6500001&guest=1&fail=pay:-1,getUserInfo:-10000&latency=50',
      ),
    ).toEqual({
      os: 'android',
      version: '6.5.0',
      build: 6500001,
      user: null,
      failures: { pay: { result: -1 }, getUserInfo: { result: -10000 } },
      latencyMs: 50,
      log: true,
    })
    expect(simulatorOptionsFromQuery('?simulateApp=symbian')).toBeUndefined()
    expect(simulatorOptionsFromQuery('')).toBeUndefined()
  })

  it('installs, makes navigator.userAgent the app one and returns it', () => {
    const realUserAgent = navigator.userAgent
    window.history.replaceState(null, '', '/web/bridge?simulateApp=ios&version=6.61.0')
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined)
    const ua = maybeInstallSimulatorFromQuery(window)
    sim = (window as unknown as Record<string, HostAppSimulator>)[SIMULATOR_GLOBAL]
    expect(ua).toBe(simulatedUserAgent('ios', '6.61.0'))
    expect(navigator.userAgent).toBe(ua)
    expect(parseUserAgent(navigator.userAgent)).toMatchObject({ inApp: true, os: 'ios', appBuild: 6610000 })
    expect(sim.options).toMatchObject({ os: 'ios', version: '6.61.0' })
    Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true })
    window.history.replaceState(null, '', '/')
    info.mockRestore()
  })

  it('does nothing without the parameter', () => {
    expect(maybeInstallSimulatorFromQuery(window)).toBeUndefined()
  })

  it.each([
    ['ios', 'iPhone OS 17_4'],
    ['android', 'Android 14'],
    ['harmony', 'OpenHarmony 5.0'],
  ] as const)('builds a %s app user agent that the environment layer reads back', (os, marker) => {
    const ua = simulatedUserAgent(os, '6.56.1', 6561000)
    expect(ua).toContain(marker)
    expect(parseUserAgent(ua)).toMatchObject({ inApp: true, os, appVersion: '6.56.1', appBuild: 6561000 })
  })

  it('derives a build number from the version', () => {
    expect(buildFromVersion('6.61.0')).toBe(6610000)
    expect(buildFromVersion('5.26.1')).toBe(5260100)
  })
})
