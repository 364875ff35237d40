import { translate } from '@/i18n/translate'
import type { MessageKey } from '@/i18n'
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatMoney,
  formatWeekday,
} from '../format'

const zh = (key: MessageKey, params?: Record<string, string | number>) => translate('zh-CN', key, params)
const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params)

describe('formatDuration', () => {
  it.each([
    [0, '0 分钟', '0 min'],
    [45, '45 分钟', '45 min'],
    [60, '1 小时', '1 h'],
    [95, '1 小时 35 分钟', '1 h 35 min'],
    [-5, '0 分钟', '0 min'],
  ])('%d minutes read as %s / %s', (minutes, zhText, enText) => {
    expect(formatDuration(minutes, zh)).toBe(zhText)
    expect(formatDuration(minutes, en)).toBe(enText)
  })
})

describe('formatDistance', () => {
  it.each([
    [0, '0 米'],
    [344, '340 米'],
    [999, '1000 米'],
    [1000, '1 公里'],
    [22000, '22 公里'],
    [131456, '131 公里'],
    [3250, '3.3 公里'],
  ])('%d metres read as %s', (metres, text) => {
    expect(formatDistance(metres, zh)).toBe(text)
  })
})

describe('dates and counts', () => {
  it('writes dates the way each language reads them', () => {
    expect(formatDate('2025-04-03', 'zh-CN')).toBe('4月3日')
    expect(formatDate('2025-04-03', 'en')).toBe('Apr 3')
    expect(formatDate('not a date', 'en')).toBe('not a date')
  })

  it('writes a moment with its date and local time, and shows what is no moment as given', () => {
    expect(formatDateTime('2025-04-03T09:05:00', 'zh-CN')).toBe('4月3日 09:05')
    expect(formatDateTime('2025-04-03 21:40', 'en')).toBe('Apr 3 21:40')
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday')
  })

  it('names the weekday', () => {
    expect(formatWeekday('2025-04-03', 'zh-CN')).toBe('周四')
    expect(formatWeekday('2025-04-03', 'en')).toBe('Thu')
  })

  it.each([
    [999, 'zh-CN', '999'],
    [12875, 'zh-CN', '1.3万'],
    [12875, 'en', '12.9k'],
    [20000, 'zh-CN', '2万'],
  ] as const)('counts %d in %s as %s', (n, locale, text) => {
    expect(formatCount(n, locale)).toBe(text)
  })

  it.each([
    [530, 'JPY', 'zh-CN', 'JP¥530'],
    [530, 'JPY', 'en', '¥530'],
    [12.5, 'CNY', 'zh-CN', '¥12.50'],
    [12.5, 'CNY', 'en', 'CN¥12.50'],
    [20, 'USD', 'zh-CN', 'US$20'],
    [20, 'USD', 'en', '$20'],
    [1250.4, 'JPY', 'en', '¥1250'],
    [3, 'THB', 'zh-CN', '3 THB'],
  ] as const)(
    'writes %d %s for a %s reader as %s, one sign for one currency',
    (amount, currency, locale, text) => {
      expect(formatMoney(amount, currency, locale)).toBe(text)
    },
  )
})
