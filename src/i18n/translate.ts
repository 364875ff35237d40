import { zhCN, type MessageKey } from './locales/zh-CN'
import { en } from './locales/en'

export const LOCALES = ['zh-CN', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en }

export type MessageParams = Record<string, string | number>

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a missing value is noticed. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return formatMessage(catalogues[locale][key], params)
}

/** Maps any language tag to a catalogue: zh, zh-Hans, zh-TW... read Chinese; en-* reads English. */
export function localeFromTag(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined
  const lower = tag.trim().toLowerCase()
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN'
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en'
  return undefined
}

/** The `lang` query parameter wins, then the first supported browser language, then zh-CN (PRODUCT.md). */
export function resolveLocale(queryLang: string | undefined, languages: readonly string[]): Locale {
  const fromQuery = localeFromTag(queryLang)
  if (fromQuery) return fromQuery
  for (const tag of languages) {
    const locale = localeFromTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

export function catalogue(locale: Locale): Readonly<Record<MessageKey, string>> {
  return catalogues[locale]
}
