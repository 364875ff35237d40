import { createBridgeClient } from '../client/bridge-client'
import { BridgeError } from '../client/errors'
import { createTelemetryQueue } from '../client/telemetry-queue'
import { createWindowTransport } from '../client/transport'
import { DEMO_USER } from '../../simulator/profiles'
import { createHarness, type Harness } from './harness'

let h: Harness | undefined
afterEach(() => {
  h?.dispose()
  h = undefined
  jest.useRealTimers()
})

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as BridgeError
  }
  throw new Error('expected a rejection')
}

describe('the bridge client against the host-app simulator', () => {
  it('answers a call on the new channel with the value', async () => {
    h = createHarness()
    await expect(h.client.invoke('getNetworkType')).resolves.toEqual({ type: 'WiFi' })
    expect(h.sim?.calls).toEqual([expect.objectContaining({ channel: 'new', method: 'getNetworkType' })])
  })

  it('sends Android and Harmony messages as JSON strings through window.tripBridge', async () => {
    h = createHarness({ os: 'android' })
    const post = jest.spyOn(
      (window as unknown as { tripBridge: { postMessage(s: string): void } }).tripBridge,
      'postMessage',
    )
    await h.client.invoke('getItem', { key: 'k' })
    expect(typeof post.mock.calls[0][0]).toBe('string')
    expect(JSON.parse(post.mock.calls[0][0])).toMatchObject({ method: 'getItem', args: { key: 'k' } })
  })

  it('rejects a -1 answer with ERR_NATIVE and the text "{method}: {message}"', async () => {
    h = createHarness({ failures: { pay: { result: -1, message: 'balance too low' } } })
    const error = await rejection(h.client.invoke('pay', { channel: 'alipay', orderInfo: 'x' }))
    expect(error).toBeInstanceOf(BridgeError)
    expect(error.code).toBe('ERR_NATIVE')
    expect(error.message).toBe('pay: balance too low')
    expect(h.telemetry.drain()).toContainEqual(
      expect.objectContaining({ kind: 'error', method: 'pay', schemaCode: 16001 }),
    )
  })

  it('falls back to the old channel on -10000 and reports the new channel as unsupported', async () => {
    h = createHarness({ failures: { getUserInfo: { result: -10000 } } })
    await expect(h.client.invoke('getUserInfo')).resolves.toMatchObject({ userId: DEMO_USER.userId })
    expect(h.sim?.calls.map((c) => `${c.channel} ${c.method}`)).toEqual([
      'new getUserInfo',
      'legacy getUserInfo',
    ])
    expect(h.telemetry.drain()).toContainEqual({ kind: 'new-channel-unsupported', method: 'getUserInfo' })
  })

  it('rejects with ERR_NOT_SUPPORT "not support {method}" when the old channel lacks the method too', async () => {
    h = createHarness({ legacyOnly: ['getMessageStatus'], legacyMissing: ['getMessageStatus'] })
    const error = await rejection(h.client.invoke('getMessageStatus'))
    expect(error.code).toBe('ERR_NOT_SUPPORT')
    expect(error.message).toBe('not support getMessageStatus')
  })

  it('rejects any other code with ERR_RESULT_{n} and warns that codes must be 0 or -1', async () => {
    h = createHarness({ failures: { getAppInfo: { result: 3, message: 'busy' } } })
    const error = await rejection(h.client.invoke('getAppInfo'))
    expect(error.code).toBe('ERR_RESULT_3')
    expect(error.message).toBe('getAppInfo: busy')
    expect(h.warnings).toContainEqual(expect.stringContaining('result code must be 0 or -1'))
  })

  it('rejects with ERR_TIMEOUT when native never answers', async () => {
    jest.useFakeTimers()
    h = createHarness({ silent: ['getPrevData'] }, { timeoutMs: 500 })
    const pending = rejection(h.client.invoke('getPrevData'))
    jest.advanceTimersByTime(501)
    const error = await pending
    expect(error.code).toBe('ERR_TIMEOUT')
    expect(error.message).toBe('getPrevData: no answer within 500 ms')
  })

  it('queues calls made before the bridge is ready and sends them once it appears', async () => {
    h = createHarness(false)
    const early = h.client.invoke('getNetworkType')
    expect(h.client.available).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const sim = h.install()
    await expect(early).resolves.toEqual({ type: 'WiFi' })
    expect(sim.callsOf('getNetworkType')).toHaveLength(1)
  })

  it('fails queued calls as not supported when the bridge never appears', async () => {
    h = createHarness(false, { readyTimeoutMs: 30 })
    const error = await rejection(h.client.invoke('getNetworkType'))
    expect(error.code).toBe('ERR_NOT_SUPPORT')
    expect(h.telemetry.drain()).toEqual([expect.objectContaining({ kind: 'error', schemaCode: 16000 })])
  })

  it('rejects every call with ERR_NOT_SUPPORT outside the app, without touching native', async () => {
    const telemetry = createTelemetryQueue()
    const client = createBridgeClient({ transport: createWindowTransport(window), telemetry, inApp: false })
    h = createHarness(false)
    const sim = h.install()
    const error = await rejection(client.invoke('getUserInfo'))
    expect(error.code).toBe('ERR_NOT_SUPPORT')
    expect(error.message).toBe('not support getUserInfo')
    expect(client.available).toBe(false)
    expect(sim.calls).toEqual([])
    expect(telemetry.drain()).toEqual([expect.objectContaining({ kind: 'error', schemaCode: 16000 })])
  })

  it('delivers native events to subscribers until their handle removes them', async () => {
    h = createHarness()
    const seen: unknown[] = []
    const remove = h.client.on('loginChange', (data) => seen.push(data))
    h.sim?.emit('loginChange', { loggedIn: true })
    remove()
    h.sim?.emit('loginChange', { loggedIn: false })
    expect(seen).toEqual([{ loggedIn: true }])
  })

  it('keeps delivering to other listeners when one throws', async () => {
    h = createHarness()
    const seen: unknown[] = []
    h.client.on('viewAppear', () => {
      throw new Error('boom')
    })
    h.client.on('viewAppear', () => seen.push('second'))
    h.sim?.emit('viewAppear')
    expect(seen).toEqual(['second'])
    expect(h.warnings).toContainEqual(expect.stringContaining('listener failed: boom'))
  })

  it.each([
    [0.0099, 1],
    [0.01, 0],
    [0.5, 0],
  ])('records timing only for the sampled 1%% of calls (random %s -> %s records)', async (draw, records) => {
    h = createHarness({}, { random: () => draw })
    await h.client.invoke('getNetworkType')
    const timings = h.telemetry.drain().filter((r) => r.kind === 'timing')
    expect(timings).toHaveLength(records)
    if (records) expect(timings[0]).toMatchObject({ method: 'getNetworkType', channel: 'new' })
  })
})
