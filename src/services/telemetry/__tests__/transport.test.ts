import { createFetchTransport } from '../transport'
import { collectorFor } from '../environment'

describe('the fetch transport', () => {
  const original = global.fetch
  afterEach(() => {
    global.fetch = original
  })

  it('POSTs the body as text/plain with Biz-Type and keepalive', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true }) as Response)
    global.fetch = fetchMock as unknown as typeof fetch
    const transport = createFetchTransport(collectorFor('test', 'zh-CN'))
    await expect(transport.send('{"events":[]}', { keepalive: true })).resolves.toBe(true)
    expect(fetchMock).toHaveBeenCalledWith('/tracker/collect', {
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'text/plain;charset=UTF-8', 'Biz-Type': '3' }),
      body: '{"events":[]}',
      credentials: 'same-origin',
      keepalive: true,
    })
  })

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', async () => ({ ok: false }) as Response],
  ])('answers false on %s, never throws', async (_label, impl) => {
    global.fetch = jest.fn(impl) as unknown as typeof fetch
    await expect(createFetchTransport(collectorFor('test', 'zh-CN')).send('x')).resolves.toBe(false)
  })

  it('answers false where there is no fetch (mini-programs)', async () => {
    // @ts-expect-error simulating a runtime without fetch
    global.fetch = undefined
    await expect(createFetchTransport(collectorFor('test', 'zh-CN')).send('x')).resolves.toBe(false)
  })
})
