import type { FoodHome } from '@types-shared/api/content'
import { cityComplete, eatenIds, progressPercent, sharerId, withEaten, withResult } from '../model'

const place = (placeId: number, eaten: boolean) => ({
  placeId,
  name: `店${placeId}`,
  nameEn: `Place ${placeId}`,
  photo: '',
  rating: null,
  blurb: '',
  blurbEn: '',
  eaten,
})
const home = (): FoodHome => ({
  title: '跟着嘴巴去旅行',
  rules: '',
  owner: { id: 9, nickname: '旅行者' },
  eaten: 2,
  total: 4,
  cities: [
    {
      cityCode: 'cd',
      city: '成都',
      cityEn: 'Chengdu',
      eaten: 1,
      total: 3,
      places: [place(1, true), place(2, false), place(3, false)],
    },
    { cityCode: 'xm', city: '厦门', cityEn: 'Xiamen', eaten: 1, total: 1, places: [place(4, true)] },
  ],
})

describe('food trail progress', () => {
  test('is a whole percentage within 0-100, and 0 for an empty trail', () => {
    expect(progressPercent(1, 3)).toBe(33)
    expect(progressPercent(2, 3)).toBe(67)
    expect(progressPercent(5, 5)).toBe(100)
    expect(progressPercent(7, 5)).toBe(100)
    expect(progressPercent(0, 0)).toBe(0)
  })

  test('calls a city complete only when every place is eaten, never an empty one', () => {
    expect(cityComplete({ eaten: 3, total: 3 })).toBe(true)
    expect(cityComplete({ eaten: 2, total: 3 })).toBe(false)
    expect(cityComplete({ eaten: 0, total: 0 })).toBe(false)
  })

  test('a tick recounts its city and the whole trail from the places', () => {
    const after = withEaten(home(), 2, true)
    expect(after.cities[0]).toMatchObject({ eaten: 2, total: 3 })
    expect(after.eaten).toBe(3)
    const undone = withEaten(after, 4, false)
    expect(undone.cities[1]).toMatchObject({ eaten: 0, total: 1 })
    expect(undone.eaten).toBe(2)
  })

  test('a tick that changes nothing returns the same trail', () => {
    const before = home()
    expect(withEaten(before, 1, true)).toBe(before)
    expect(withEaten(before, 99, true)).toBe(before)
  })

  test("the server's counts win over the page's guess", () => {
    const after = withResult(home(), {
      placeId: 2,
      eaten: true,
      changed: true,
      cityCode: 'cd',
      cityEaten: 2,
      cityTotal: 4,
      totalEaten: 5,
    })
    expect(after.cities[0]).toMatchObject({ eaten: 2, total: 4 })
    expect(after.cities[0].places[1].eaten).toBe(true)
    expect(after.eaten).toBe(5)
  })

  test('lists the places a sharer ate at, and none when there is no sharer', () => {
    expect([...eatenIds(home())]).toEqual([1, 4])
    expect(eatenIds(null).size).toBe(0)
  })

  test('takes a from that is a positive id and not the reader', () => {
    expect(sharerId('12', null)).toBe(12)
    expect(sharerId('12', 7)).toBe(12)
    expect(sharerId('7', 7)).toBeNull()
    expect(sharerId(undefined, 7)).toBeNull()
    expect(sharerId('0', null)).toBeNull()
    expect(sharerId('1;drop', null)).toBeNull()
  })
})
