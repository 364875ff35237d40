import type { Transport } from '@/services/telemetry/transport'
import { createOutbox } from '../outbox'

function setup(options: { online?: () => boolean; saved?: string } = {}) {
  const bodies: string[] = []
  let answer = true
  const transport: Transport = {
    send: jest.fn(async (body: string) => {
      bodies.push(body)
      return answer
    }),
  }
  const store = { value: options.saved ?? null }
  const outbox = createOutbox<number>({
    transport,
    store: { load: async () => store.value, save: async (v) => void (store.value = v) },
    encode: (batch) => JSON.stringify(batch),
    batchSize: 3,
    limit: 5,
    flushDelayMs: 1000,
    retryBaseMs: 2000,
    retryMaxMs: 8000,
    isOnline: options.online ?? (() => true),
  })
  return { outbox, bodies, transport, store, fail: (f: boolean) => (answer = !f) }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('the outbox', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('sends after the flush delay, or at once when a batch is full', async () => {
    const { outbox, bodies } = setup()
    outbox.add(1)
    jest.advanceTimersByTime(999)
    expect(bodies).toEqual([])
    jest.advanceTimersByTime(1)
    await settle()
    expect(bodies).toEqual(['[1]'])
    outbox.add(2)
    outbox.add(3)
    outbox.add(4)
    await settle()
    expect(bodies).toEqual(['[1]', '[2,3,4]'])
  })

  it('keeps every event through failures and retries with a growing delay', async () => {
    const { outbox, bodies, fail, store } = setup()
    fail(true)
    outbox.add(1)
    jest.advanceTimersByTime(1000)
    await settle()
    expect(bodies).toHaveLength(1)
    expect(JSON.parse(store.value!)).toEqual([1])
    jest.advanceTimersByTime(1999)
    await settle()
    expect(bodies).toHaveLength(1)
    jest.advanceTimersByTime(1)
    await settle()
    expect(bodies).toHaveLength(2)
    fail(false)
    jest.advanceTimersByTime(4000)
    await settle()
    expect(bodies).toHaveLength(3)
    expect(outbox.pending).toEqual([])
    expect(store.value).toBe('[]')
  })

  it('sends nothing while offline and everything once back online', async () => {
    let online = false
    const { outbox, bodies } = setup({ online: () => online })
    outbox.add(1)
    outbox.add(2)
    jest.advanceTimersByTime(5000)
    await settle()
    expect(bodies).toEqual([])
    online = true
    await outbox.flush()
    expect(bodies).toEqual(['[1,2]'])
  })

  it('takes back what an earlier page left unsent', async () => {
    const { outbox, bodies } = setup({ saved: '[7,8]' })
    await outbox.restore()
    outbox.add(9)
    jest.advanceTimersByTime(1000)
    await settle()
    expect(bodies).toEqual(['[7,8,9]'])
  })

  it('drops a corrupt saved outbox', async () => {
    const { outbox } = setup({ saved: '{nope' })
    await outbox.restore()
    expect(outbox.pending).toEqual([])
  })

  it('drops the oldest past its limit', () => {
    const { outbox } = setup({ online: () => false })
    ;[1, 2, 3, 4, 5, 6, 7].forEach((n) => outbox.add(n))
    expect(outbox.pending).toEqual([3, 4, 5, 6, 7])
  })

  it('passes keepalive to the transport for the pagehide flush', async () => {
    const { outbox, transport } = setup()
    outbox.add(1)
    await outbox.flush({ keepalive: true })
    expect(transport.send).toHaveBeenCalledWith('[1]', { keepalive: true })
  })
})
