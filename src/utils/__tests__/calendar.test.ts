import { calendarDay, clockTime, parseMoment } from '../calendar'

describe('parseMoment', () => {
  it.each([
    ['2025-04-03', '2025-04-03', '00:00'],
    ['2025-4-3', '2025-04-03', '00:00'],
    ['2025-04-03 09:30', '2025-04-03', '09:30'],
    ['2025-04-03T09:30:15', '2025-04-03', '09:30'],
    ['2025-04-03T23:59:59.250', '2025-04-03', '23:59'],
    ['  2025-12-31  ', '2025-12-31', '00:00'],
    ['2024-02-29', '2024-02-29', '00:00'],
  ])('reads %s, which has no zone, as local time: %s %s', (value, day, time) => {
    const date = parseMoment(value)
    expect(date && calendarDay(date)).toBe(day)
    expect(date && clockTime(date)).toBe(time)
  })

  it.each([
    ['2025-04-03T01:30:00Z'],
    ['2025-04-03T09:30:00+08:00'],
    ['2025-04-03T09:30+0800'],
    ['2025-04-03t01:30:00z'],
    ['2025-04-02T20:30:00.000-05:00'],
  ])('reads %s, which carries its zone, as that exact moment', (value) => {
    expect(parseMoment(value)?.getTime()).toBe(Date.parse('2025-04-03T01:30:00Z'))
  })

  it.each([
    ['not a date'],
    [''],
    ['2025-02-30'],
    ['2023-02-29'],
    ['2025-13-01'],
    ['2025-04-03 24:00'],
    ['2025-04-03 09:60'],
    ['2025-04-03T09:30:00+8'],
    ['04/03/2025'],
    ['1743643800000'],
  ])('refuses %j, which is no moment, instead of rolling it over', (value) => {
    expect(parseMoment(value)).toBeNull()
  })
})

describe('calendarDay and clockTime', () => {
  it('pad single digits: 2025-01-05 07:04', () => {
    const date = new Date(2025, 0, 5, 7, 4)
    expect(calendarDay(date)).toBe('2025-01-05')
    expect(clockTime(date)).toBe('07:04')
  })
})
