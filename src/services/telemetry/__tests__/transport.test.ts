import type { CollectorAdapter } from '@/platform'
import { collectorFor } from '../environment'
import { createCollectorTransport } from '../transport'

function collector(answer: () => Promise<boolean>, available = true) {
  const post = jest.fn(answer)
  return { adapter: { available, post } as CollectorAdapter, post }
}

describe("the collector transport over the platform's way of sending", () => {
  it('sends the batch to the collector with the headers of SPEC.md section 7', async () => {
    const { adapter, post } = collector(async () => true)
    const transport = createCollectorTransport(collectorFor('test', 'zh-CN'), adapter)
    await expect(transport.send('{"events":[]}', { keepalive: true })).resolves.toBe(true)
    expect(post).toHaveBeenCalledWith(
      '/tracker/collect',
      expect.objectContaining({ 'content-type': 'text/plain;charset=UTF-8', 'Biz-Type': '3' }),
      '{"events":[]}',
      { keepalive: true },
    )
  })

  it('answers false when the platform fails, never throws', async () => {
    const { adapter } = collector(async () => Promise.reject(new Error('request:fail')))
    await expect(createCollectorTransport(collectorFor('test', 'zh-CN'), adapter).send('x')).resolves.toBe(
      false,
    )
  })

  it('says whether the platform can send at all', () => {
    expect(
      createCollectorTransport(
        collectorFor('test', 'zh-CN'),
        collector(async () => true, false).adapter,
      ).supported?.(),
    ).toBe(false)
  })
})
