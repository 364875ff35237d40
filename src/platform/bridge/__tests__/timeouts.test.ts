import { BRIDGE_TIMEOUT_CLASS_OF, BRIDGE_TIMEOUT_CLASSES, bridgeTimeoutFor } from '../client/timeouts'
import { BRIDGE_METHOD_NAMES } from '../methods'
import { createHarness, type Harness } from './harness'

// Issue 12 item 5: a silent bridge held every token read for 15 s. Each method now waits as long as
// native needs to answer it: storage and info briefly, the user's own choices for minutes.
let h: Harness | undefined
afterEach(() => {
  h?.dispose()
  h = undefined
  jest.useRealTimers()
})

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: Error & { code?: string }) => error,
  )

describe('the timeout table', () => {
  it('gives every bridge method a class', () => {
    expect(Object.keys(BRIDGE_TIMEOUT_CLASS_OF).sort()).toEqual([...BRIDGE_METHOD_NAMES].sort())
  })

  it.each([
    ['getItem', 1_500],
    ['setItem', 1_500],
    ['removeItem', 1_500],
    ['getAppInfo', 2_000],
    ['getDeviceInfo', 2_000],
    ['getUserInfo', 2_000],
    ['getNetworkType', 2_000],
    ['toast', 3_000],
    ['setPasteBoard', 3_000],
    ['sendClientRequestV3', 15_000],
    ['shareContentV2', 120_000],
    ['saveImage', 120_000],
    ['pay', 120_000],
    ['showalertV2', 120_000],
    ['checkLoginWithAction', 120_000],
  ])('%s waits %i ms', (method, ms) => {
    expect(bridgeTimeoutFor(method)).toBe(ms)
  })

  it('keeps storage and info reads at 2 s or less, and what waits for the user at a minute or more', () => {
    expect(BRIDGE_TIMEOUT_CLASSES.storage).toBeLessThanOrEqual(2_000)
    expect(BRIDGE_TIMEOUT_CLASSES.info).toBeLessThanOrEqual(2_000)
    expect(BRIDGE_TIMEOUT_CLASSES.user).toBeGreaterThanOrEqual(60_000)
  })

  it('gives a name outside the table the general 15 s', () => {
    expect(bridgeTimeoutFor('somethingNew')).toBe(15_000)
  })
})

describe('per-method timeouts in the client', () => {
  it('gives up on an unanswered storage read after 1.5 s', async () => {
    jest.useFakeTimers()
    h = createHarness({ silent: ['getItem'] })
    const read = rejection(h.client.invoke('getItem', { key: 'auth-token' }))
    jest.advanceTimersByTime(1_499)
    jest.advanceTimersByTime(2)
    const error = await read
    expect(error.code).toBe('ERR_TIMEOUT')
    expect(error.message).toBe('getItem: no answer within 1500 ms')
  })

  it('keeps waiting for a share sheet long after a storage read would have given up', async () => {
    jest.useFakeTimers()
    h = createHarness({ silent: ['shareContentV2'] })
    let settled = false
    const share = h.client.invoke('shareContentV2', { type: 'web' }).finally(() => {
      settled = true
    })
    jest.advanceTimersByTime(60_000)
    await Promise.resolve()
    expect(settled).toBe(false)
    jest.advanceTimersByTime(60_001)
    expect((await rejection(share)).code).toBe('ERR_TIMEOUT')
  })
})

describe('whether native answers', () => {
  it('is unknown before any call, answering after an answer', async () => {
    h = createHarness()
    expect(h.client.responsiveness).toBe('unknown')
    await h.client.invoke('getAppInfo')
    expect(h.client.responsiveness).toBe('answering')
  })

  it('is silent after a call went unanswered, and answering again when native answers', async () => {
    h = createHarness({ silent: ['getItem'] }, { timeoutMs: 20 })
    await rejection(h.client.invoke('getItem', { key: 'k' }))
    expect(h.client.responsiveness).toBe('silent')
    await h.client.invoke('getNetworkType')
    expect(h.client.responsiveness).toBe('answering')
  })

  it('counts a failure answer (-1) as answering', async () => {
    h = createHarness({ failures: { getAppInfo: { result: -1, message: 'no' } } })
    await rejection(h.client.invoke('getAppInfo'))
    expect(h.client.responsiveness).toBe('answering')
  })
})

describe('no bridge object', () => {
  it('fails later calls at once once the wait for the bridge ran out, and waits no more', async () => {
    jest.useFakeTimers()
    h = createHarness(false, { readyTimeoutMs: 30 })
    const first = rejection(h.client.invoke('getItem', { key: 'auth-token' }))
    jest.advanceTimersByTime(30)
    await first
    // The clock stands still from here: a call that waited on any timer would not settle.
    let error: (Error & { code?: string }) | undefined
    void rejection(h.client.invoke('getItem', { key: 'auth-token' })).then((e) => (error = e))
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
    expect(error?.code).toBe('ERR_NOT_SUPPORT')
    expect(jest.getTimerCount()).toBe(0)
  })

  it('sends calls again once the bridge appears after all', async () => {
    h = createHarness(false, { readyTimeoutMs: 30 })
    await rejection(h.client.invoke('getNetworkType'))
    h.install()
    await expect(h.client.invoke('getNetworkType')).resolves.toEqual({ type: 'WiFi' })
  })
})
