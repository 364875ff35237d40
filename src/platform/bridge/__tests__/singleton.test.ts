import './text-encoder'
import { bridgeTelemetry, getBridge, resetBridgeForTests } from '..'
import { installHostAppSimulator } from '../../simulator/install'
import { simulatedUserAgent } from '../../simulator/user-agent'
import type { HostAppSimulator } from '../../simulator/types'

const realUserAgent = navigator.userAgent
const setUserAgent = (ua: string) =>
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true })

let sim: HostAppSimulator | undefined
afterEach(() => {
  resetBridgeForTests()
  sim?.uninstall()
  sim = undefined
  setUserAgent(realUserAgent)
  jest.restoreAllMocks()
})

describe('the page bridge singleton', () => {
  it('creates one bridge lazily and keeps it', () => {
    expect(getBridge()).toBe(getBridge())
  })

  it('is unavailable in a plain browser and rejects calls as not supported', async () => {
    const bridge = getBridge()
    expect(bridge.env.inApp).toBe(false)
    expect(bridge.available).toBe(false)
    await expect(bridge.methods.getUserInfo()).rejects.toMatchObject({ code: 'ERR_NOT_SUPPORT' })
    expect(bridgeTelemetry.drain()).toEqual([
      expect.objectContaining({ kind: 'error', method: 'getUserInfo' }),
    ])
  })

  it('talks to the app when the user agent has the app marker and the bridge is there', async () => {
    setUserAgent(simulatedUserAgent('android', '6.61.0', 6630001))
    sim = installHostAppSimulator(window, { os: 'android', version: '6.61.0', build: 6630001 })
    const bridge = getBridge()
    expect(bridge.env).toMatchObject({ inApp: true, os: 'android', appVersion: '6.61.0' })
    expect(bridge.available).toBe(true)
    await expect(bridge.methods.getAppInfo()).resolves.toMatchObject({ version: '6.61.0', build: '6630001' })
  })

  it('checks shapes in development and only warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    setUserAgent(simulatedUserAgent('ios', '6.61.0'))
    sim = installHostAppSimulator(window, { os: 'ios', version: '6.61.0' })
    await getBridge().client.invoke('changeTitle', { title: 3 })
    expect(sim.callsOf('changeTitle')).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith('bridge changeTitle args: /title must be string')
  })

  it('applies the status-bar rule for the OS of the user agent', async () => {
    setUserAgent(simulatedUserAgent('ios', '6.61.0'))
    await expect(getBridge().methods.setStatusBar({ textColor: 'dark' })).rejects.toMatchObject({
      code: 'ERR_ARGS_INVALID',
    })
  })

  it('forwards native events through on() with a remove handle', () => {
    setUserAgent(simulatedUserAgent('ios', '6.61.0'))
    sim = installHostAppSimulator(window, { os: 'ios', version: '6.61.0' })
    const seen: unknown[] = []
    const remove = getBridge().on('networkChange', (data) => seen.push(data.type))
    sim.emit('networkChange', { type: '4G' })
    remove()
    sim.emit('networkChange', { type: 'NONE' })
    expect(seen).toEqual(['4G'])
  })
})
