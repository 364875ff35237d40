import { fetchCollector } from '../collector'

describe('the fetch collector of browsers and the app', () => {
  const HEADERS = { 'content-type': 'text/plain;charset=UTF-8', 'Biz-Type': '3' }
  const original = global.fetch
  afterEach(() => {
    global.fetch = original
  })

  it('POSTs the body as text/plain with Biz-Type and keepalive', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true }) as Response)
    global.fetch = fetchMock as unknown as typeof fetch
    await expect(
      fetchCollector.post('/tracker/collect', HEADERS, '{"events":[]}', { keepalive: true }),
    ).resolves.toBe(true)
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
    await expect(fetchCollector.post('/tracker/collect', HEADERS, 'x')).resolves.toBe(false)
  })

  it('answers false, and says it cannot send, where there is no fetch', async () => {
    // @ts-expect-error simulating a runtime without fetch
    global.fetch = undefined
    expect(fetchCollector.available).toBe(false)
    await expect(fetchCollector.post('/tracker/collect', HEADERS, 'x')).resolves.toBe(false)
  })
})
