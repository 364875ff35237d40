import { API_CODES } from '@types-shared/api/codes'
import type { Prize } from '@types-shared/api/campaign'
import { LocateError } from '@/services/location'
import { captureErrorKey } from '../model/capture-errors'
import { giftState, progressPercent, rarityOf } from '../model/progress'

const gift = (pointsCost: number, stock: number) => ({ pointsCost, stock }) as Prize

describe('the collection and the gift shop', () => {
  test('progress is a whole percentage, and nothing to collect is 0', () => {
    expect(progressPercent(1, 3)).toBe(33)
    expect(progressPercent(12, 12)).toBe(100)
    expect(progressPercent(0, 0)).toBe(0)
  })

  test('a gift is sold out before it is short, and affordable at exactly its cost', () => {
    expect(giftState(gift(30, 0), 100)).toBe('sold-out')
    expect(giftState(gift(30, 5), 29)).toBe('short')
    expect(giftState(gift(30, 5), 30)).toBe('affordable')
  })

  test('an unknown rarity reads as common', () => {
    expect(rarityOf('epic')).toBe('epic')
    expect(rarityOf('legendary')).toBe('common')
  })
})

describe("the collector's own answers", () => {
  test.each([
    ['no position', new LocateError(), 'collect', 'capture.error.locate'],
    ['a 400 on collect: too far', { code: API_CODES.BAD_REQUEST }, 'collect', 'capture.error.tooFar'],
    ['a 400 elsewhere is not too far', { code: API_CODES.BAD_REQUEST }, 'exchange', null],
    ['too few points', { code: API_CODES.NOT_ENOUGH_POINTS }, 'exchange', 'capture.error.notEnoughPoints'],
    ['sold out', { code: API_CODES.OUT_OF_STOCK }, 'exchange', 'capture.error.soldOut'],
    ['a task done today', { code: API_CODES.TASK_DONE }, 'task', 'capture.error.taskDone'],
    ['campaign ended: the prize feature words it', { code: API_CODES.CAMPAIGN_CLOSED }, 'collect', null],
  ] as const)('%s', (_, error, action, key) => {
    expect(captureErrorKey(error, action)).toBe(key)
  })
})
