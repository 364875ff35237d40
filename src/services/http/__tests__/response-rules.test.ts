import { classifyResponse } from '../response-rules'
import { memorySessionStore, takeSpamReload, SPAM_COUNTER_KEYS } from '../anti-spam'

describe('response actions (SPEC.md sections 4 and 8)', () => {
  it.each([
    [200, {}, { code: 0, success: true }, { type: 'none' }],
    [401, {}, { code: 40100 }, { type: 'unauthorized' }],
    [403, {}, { code: 40300 }, { type: 'forbidden' }],
    [418, {}, { code: 51105, locationTag: 'redpass' }, { type: 'exception', code: 51105 }],
    [418, {}, { code: 51107, locationTag: 'redpass' }, { type: 'exception', code: 51107 }],
    [418, {}, { code: '51108', locationTag: 'redpass' }, { type: 'exception', code: 51108 }],
    [418, {}, { locationTag: 'redpass' }, { type: 'exception', code: 51105 }],
    [418, {}, 'not json', { type: 'exception', code: 22102 }],
    [418, {}, { code: 51105, locationTag: 'sso' }, { type: 'login' }],
    [418, {}, { code: 51105, locationTag: 'other' }, { type: 'exception', code: 22102 }],
    [418, {}, { code: 51105 }, { type: 'exception', code: 22102 }],
    [200, {}, { code: -101 }, { type: 'unauthorized' }],
    [200, {}, { result: -101 }, { type: 'unauthorized' }],
    [200, {}, { result: '-101' }, { type: 'unauthorized' }],
    [200, {}, { code: -100 }, { type: 'none' }],
    [500, {}, { code: -101 }, { type: 'none' }],
    [406, { 'x-kong-sign': '2' }, {}, { type: 'time-alert' }],
    [200, { 'x-kong-sign': '2' }, {}, { type: 'spam-reload', kind: 'sign' }],
    [200, { 'x-kong-sign': '1' }, {}, { type: 'spam-reload', kind: 'sign' }],
    [406, { 'X-Kong-Sign': '1' }, {}, { type: 'spam-reload', kind: 'sign' }],
    [200, { 'x-kong-sign': '3' }, {}, { type: 'spam-reload', kind: 'sign' }],
    [200, { 'x-kong-sign': '4' }, {}, { type: 'spam-reload', kind: 'font' }],
    [200, { 'x-kong-sign': '7' }, {}, { type: 'spam-reload', kind: 'sign' }],
    [406, {}, {}, { type: 'none' }],
  ])('status %i with headers %j and body %j -> %j', (status, headers, body, expected) => {
    expect(classifyResponse(status, headers, body)).toEqual(expected)
  })

  it('reads axios headers through their getter', () => {
    const headers = { get: (name: string) => (name === 'x-kong-sign' ? '4' : undefined) }
    expect(classifyResponse(200, headers, {})).toEqual({ type: 'spam-reload', kind: 'font' })
  })
})

describe('anti-spam counters (SPEC.md sections 4 and 9)', () => {
  it('allows 5 reloads per kind, then none', () => {
    const store = memorySessionStore()
    const sign = Array.from({ length: 7 }, () => takeSpamReload(store, 'sign', 1000))
    const font = Array.from({ length: 7 }, () => takeSpamReload(store, 'font', 1000))
    expect(sign).toEqual([true, true, true, true, true, false, false])
    expect(font).toEqual([true, true, true, true, true, false, false])
  })

  it.each([
    [3_599_999, false],
    [3_600_000, true],
    [7_200_000, true],
  ])('after %i ms the counter reset is %s', (elapsed, reset) => {
    const store = memorySessionStore()
    for (let i = 0; i < 5; i++) takeSpamReload(store, 'sign', 0)
    expect(takeSpamReload(store, 'sign', elapsed)).toBe(reset)
  })

  it('treats a corrupt counter as none and refuses when storage throws', () => {
    const store = memorySessionStore()
    store.setItem(SPAM_COUNTER_KEYS.sign, '{oops')
    expect(takeSpamReload(store, 'sign', 0)).toBe(true)
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(takeSpamReload(broken, 'sign', 0)).toBe(false)
  })
})
