import { randomTraceId, sequencedTraceId } from '../trace-id'
import { hostKind, isSameOrigin, readCookie } from '../hosts'

describe('trace ids (SPEC.md sections 7 and 9)', () => {
  it('is 16 lowercase hex characters and differs each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomTraceId()))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/)
  })

  it('falls back to Math.random without Web Crypto', () => {
    expect(randomTraceId((n) => new Uint8Array(n).fill(255))).toBe('ffffffffffffffff')
  })

  it('the second generator is timestamp, 23-bit sequence and 64 random bits, sorting by time', () => {
    const zero = (n: number) => new Uint8Array(n)
    const a = sequencedTraceId(() => 0x18c0a1b2c3d, zero)
    const b = sequencedTraceId(() => 0x18c0a1b2c3d, zero)
    expect(a).toMatch(/^018c0a1b2c3d[0-9a-f]{6}0{16}$/)
    expect(parseInt(b.slice(12, 18), 16)).toBe((parseInt(a.slice(12, 18), 16) + 1) & 0x7fffff)
    expect(sequencedTraceId(() => 2e12) > sequencedTraceId(() => 1e12)).toBe(true)
  })
})

describe('hosts and cookies', () => {
  it.each([
    ['https://www.trip.example/a', 'company'],
    ['https://trip.example/a', 'company'],
    ['https://ci.devops.trip.example/a', 'devops'],
    ['https://devops.trip.example/a', 'devops'],
    ['https://trip.example.evil.example/a', 'other'],
    ['https://eviltrip.example/a', 'other'],
    ['/api/v1/x', 'other'],
  ])('%s is a %s host', (url, kind) => {
    expect(hostKind(url, 'http://127.0.0.1:8080')).toBe(kind)
  })

  it.each([
    ['/api/v1/x', 'http://127.0.0.1:8080', true],
    ['http://127.0.0.1:8080/api', 'http://127.0.0.1:8080', true],
    ['http://127.0.0.1:8081/api', 'http://127.0.0.1:8080', false],
    ['https://127.0.0.1:8080/api', 'http://127.0.0.1:8080', false],
    ['//evil.example/api', 'http://127.0.0.1:8080', false],
    ['/api/v1/x', undefined, false],
  ])('%s is same-origin with %s: %s', (url, origin, expected) => {
    expect(isSameOrigin(url, origin)).toBe(expected)
  })

  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=a%20b; c=2', 'a b'],
    ['MY-XSRF-TOKEN=x', undefined],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['', undefined],
  ])('reads XSRF-TOKEN from %j', (cookie, expected) => {
    expect(readCookie(cookie, 'XSRF-TOKEN')).toBe(expected)
  })
})
