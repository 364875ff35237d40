import { en } from './locales/en'
import { zhCN } from './locales/zh-CN'
import type { MessageKey } from './message-key'

export const LOCALES = ['zh-CN', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/**
 * The core strings (routes, states, shared components) are always here; a feature's strings join when its
 * code loads (registerMessages in src/i18n/locales/parts), so they travel in that feature's chunk rather
 * than in every page's first load.
 */
const catalogues: Record<Locale, Record<string, string>> = { 'zh-CN': { ...zhCN }, en: { ...en } }

export function registerMessages(
  zh: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
) {
  Object.assign(catalogues['zh-CN'], zh)
  Object.assign(catalogues.en, english)
}

export type MessageParams = Record<string, string | number>

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a missing value is noticed. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key]
  if (template === undefined) {
    // A feature used a string of a part its code never imported: show the key, loudly in development.
    if (process.env.NODE_ENV !== 'production') console.warn(`i18n: no message ${key}; is its part imported?`)
    return key
  }
  return formatMessage(template, params)
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

/** The strings known so far in a language: the core, and the parts registered by loaded features. */
export function catalogue(locale: Locale): Readonly<Record<string, string>> {
  return catalogues[locale]
}
