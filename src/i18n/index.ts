import { useCallback } from 'react'
import { useLocaleStore } from './locale-store'
import type { MessageKey } from './message-key'
import { translate, type MessageParams } from './translate'
import { localizedName } from './localized-name'

export type { MessageKey, PartKeys } from './message-key'
export { resolveLocale, translate, type Locale } from './translate'
export { localizedName, localizedNames } from './localized-name'

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Outside React (titles, services): reads the current locale at call time. */
export const t: Translate = (key, params) => translate(useLocaleStore.getState().locale, key, params)

/** In components: re-renders when the locale changes. */
export function useT(): Translate {
  const locale = useLocaleStore((s) => s.locale)
  return useCallback((key, params) => translate(locale, key, params), [locale])
}

/** In components: a name in the reader's language (see localized-name.ts), re-rendered on a switch. */
export function useLocalizedName(): (local: string, english: string | null | undefined) => string {
  const locale = useLocaleStore((s) => s.locale)
  return useCallback((local, english) => localizedName(local, english, locale), [locale])
}
