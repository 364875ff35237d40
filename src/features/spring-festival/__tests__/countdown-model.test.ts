import { clockOffset, festivalPhase, pad2, remaining } from '../model'

const AT = '2027-02-06T00:00:00+08:00'
const at = Date.parse(AT)

describe('the Spring Festival countdown', () => {
  test('splits what is left into days, hours, minutes and seconds', () => {
    const now = at - (3 * 86400 + 4 * 3600 + 5 * 60 + 6) * 1000
    expect(remaining(AT, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 })
  })

  test('rounds part of a second up, so zero shows only at the festival', () => {
    expect(remaining(AT, at - 500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
  })

  test('is over at the festival and after it', () => {
    expect(remaining(AT, at)).toBeNull()
    expect(remaining(AT, at + 3600_000)).toBeNull()
  })

  test("measures the server's clock against the device's", () => {
    expect(clockOffset('2026-11-25T00:00:10Z', Date.parse('2026-11-25T00:00:00Z'))).toBe(10_000)
    expect(clockOffset('not a time', 123)).toBe(0)
  })

  test("tells the festival's own day (Beijing calendar) from the days after it", () => {
    expect(festivalPhase('2027-02-06', at)).toBe('today')
    expect(festivalPhase('2027-02-06', at + 86_400_000 - 1)).toBe('today')
    expect(festivalPhase('2027-02-06', at + 86_400_000)).toBe('season')
  })

  test('writes two digits', () => {
    expect(pad2(5)).toBe('05')
    expect(pad2(12)).toBe('12')
  })
})
