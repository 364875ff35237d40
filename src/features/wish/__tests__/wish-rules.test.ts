import { API_CODES } from '@types-shared/api/codes'
import type { Wish } from '@types-shared/api/wish'
import { charCount, wishBody, wishProblems, wishedToday } from '../model/wish-rules'
import { wishErrorKey } from '../model/wish-errors'

describe('the wish form rules', () => {
  test('a place of 1 to 40 characters and a wish of 2 to 200 pass, counted after trimming', () => {
    expect(wishProblems({ destination: ' 冰 ', text: ' 极光 ' })).toEqual({})
    expect(wishProblems({ destination: '冰'.repeat(40), text: '看'.repeat(200) })).toEqual({})
  })

  test('each limit has its own message', () => {
    expect(wishProblems({ destination: '   ', text: '看' })).toEqual({
      destination: { key: 'wish.invalid.destinationEmpty' },
      text: { key: 'wish.invalid.textShort', params: { min: 2 } },
    })
    expect(wishProblems({ destination: '冰'.repeat(41), text: '看'.repeat(201) })).toEqual({
      destination: { key: 'wish.invalid.destinationLong', params: { max: 40 } },
      text: { key: 'wish.invalid.textLong', params: { max: 200 } },
    })
  })

  test('an emoji counts as one character, as a reader counts it', () => {
    expect(charCount('🌋🌋')).toBe(2)
  })

  test('the body sent is trimmed', () => {
    expect(wishBody({ destination: ' 冰岛 ', text: ' 去看极光 ' })).toEqual({
      destination: '冰岛',
      text: '去看极光',
    })
  })

  test("a wish made on today's date means today's wish is made", () => {
    const now = new Date(2026, 10, 25, 18, 0)
    const at = (date: Date) => ({ createdAt: date.toISOString() }) as Wish
    expect(wishedToday([at(new Date(2026, 10, 25, 0, 5))], now)).toBe(true)
    expect(wishedToday([at(new Date(2026, 10, 24, 23, 55))], now)).toBe(false)
    expect(wishedToday([], now)).toBe(false)
  })
})

describe("the wish campaign's own answers", () => {
  test('one wish a day and a gone wish have their own words; shared codes are left to the prize feature', () => {
    expect(wishErrorKey({ code: API_CODES.LIMIT_REACHED })).toBe('wish.error.oneADay')
    expect(wishErrorKey({ code: API_CODES.RESOURCE_NOT_FOUND })).toBe('wish.error.notFound')
    expect(wishErrorKey({ code: API_CODES.NO_DRAW_CHANCE })).toBeNull()
    expect(wishErrorKey(new Error('offline'))).toBeNull()
  })
})
