import { useCallback } from 'react'
import { useLocaleStore } from './locale-store'
import type { MessageKey } from './message-key'
import { translate, type MessageParams } from './translate'

export type { MessageKey, PartKeys } from './message-key'
export { resolveLocale, translate, type Locale } from './translate'

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Outside React (titles, services): reads the current locale at call time. */
export const t: Translate = (key, params) => translate(useLocaleStore.getState().locale, key, params)

/** In components: re-renders when the locale changes. */
export function useT(): Translate {
  const locale = useLocaleStore((s) => s.locale)
  return useCallback((key, params) => translate(locale, key, params), [locale])
}
