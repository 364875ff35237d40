import { createDetailCache } from '../hooks/detail-cache'

describe('the detail cache', () => {
  it('asks once per id and answers later requests from memory', async () => {
    const fetch = jest.fn(async (id: number) => ({ id }))
    const cache = createDetailCache(fetch)
    expect(cache.peek(1)).toBeUndefined()
    const [a, b] = await Promise.all([cache.load(1), cache.load(1)])
    expect(a).toEqual({ id: 1 })
    expect(b).toBe(a)
    await cache.load(1)
    expect(cache.peek(1)).toBe(a)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failure: the next request asks again', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ id: 2 })
    const cache = createDetailCache<{ id: number }>(fetch)
    await expect(cache.load(2)).rejects.toThrow('offline')
    await expect(cache.load(2)).resolves.toEqual({ id: 2 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
