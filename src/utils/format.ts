import type { Locale, Translate } from '@/i18n'
import { clockTime, parseMoment } from './calendar'

/** 95 -> "1 小时 35 分钟"; 0 or less reads as "0 分钟". */
export function formatDuration(minutes: number, t: Translate): string {
  const total = Math.max(0, Math.round(minutes))
  const h = Math.floor(total / 60)
  const m = total % 60
  if (h && m) return t('duration.hm', { h, m })
  if (h) return t('duration.h', { h })
  return t('duration.m', { m })
}

/** Under a kilometre in metres (rounded to 10), above in kilometres with one decimal below 100 km. */
export function formatDistance(metres: number, t: Translate): string {
  const m = Math.max(0, metres)
  if (m < 1000) return t('distance.m', { m: Math.round(m / 10) * 10 })
  const km = m / 1000
  return t('distance.km', { km: km < 100 ? Number(km.toFixed(1)) : Math.round(km) })
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A calendar date (YYYY-MM-DD) as travellers read it: "4月3日" or "Apr 3". Invalid input is shown as given. */
export function formatDate(date: string, locale: Locale): string {
  const d = parseMoment(date)
  return d ? dayOf(d, locale) : date
}

const dayOf = (d: Date, locale: Locale) =>
  locale === 'en' ? `${MONTHS_EN[d.getMonth()]} ${d.getDate()}` : `${d.getMonth() + 1}月${d.getDate()}日`

export function formatWeekday(date: string, locale: Locale): string {
  const d = parseMoment(date)
  return d ? WEEKDAYS[locale][d.getDay()] : ''
}

/** 12875 -> "1.3万" in Chinese, "12.9k" in English; small numbers as they are. */
export function formatCount(n: number, locale: Locale): string {
  if (locale === 'en') return n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : String(n)
  return n >= 10000 ? `${Number((n / 10000).toFixed(1))}万` : String(n)
}

/**
 * Currency signs as each language writes them (CLDR's, without relying on Intl, which some mini-program
 * engines lack): a Chinese reader's ¥ is the yuan and the yen is JP¥; an English reader's ¥ is the yen
 * and the yuan is CN¥. So one sign always names one currency ("¥530 JPY" said it twice; issue 12).
 */
const CURRENCY_SIGNS: Record<Locale, Record<string, string>> = {
  'zh-CN': { CNY: '¥', JPY: 'JP¥', USD: 'US$', EUR: '€', HKD: 'HK$', KRW: '₩', GBP: '£' },
  en: { CNY: 'CN¥', JPY: '¥', USD: '$', EUR: '€', HKD: 'HK$', KRW: '₩', GBP: '£' },
}
/** Currencies written without minor units. */
const WHOLE_CURRENCIES = new Set(['JPY', 'KRW'])

export function formatMoney(amount: number, currency: string, locale: Locale = 'zh-CN'): string {
  const sign = CURRENCY_SIGNS[locale]?.[currency]
  const whole = Number.isInteger(amount) || WHOLE_CURRENCIES.has(currency)
  const value = whole ? String(Math.round(amount)) : amount.toFixed(2)
  return sign ? `${sign}${value}` : `${value} ${currency}`
}

/** A moment (ISO 8601) in local time with the date: "4月3日 14:05" or "Apr 3 14:05". Invalid input as given. */
export function formatDateTime(iso: string, locale: Locale): string {
  const d = parseMoment(iso)
  return d ? `${dayOf(d, locale)} ${clockTime(d)}` : iso
}
