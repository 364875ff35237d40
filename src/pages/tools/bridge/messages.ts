import { useCallback } from 'react'
import { useT, type MessageKey } from '@/i18n'
import type { MessageParams } from '@/i18n/translate'
import '@/i18n/locales/parts/tools'

/** The bridge test page's strings live in the catalogues under `page.bridge.*`. */
type BridgePageMessageKey =
  | 'unavailable'
  | 'unavailableHint'
  | 'environment'
  | 'filter'
  | 'methods'
  | 'args'
  | 'call'
  | 'calling'
  | 'reset'
  | 'result'
  | 'error'
  | 'elapsed'
  | 'badJson'
  | 'noResult'

export type BridgePageT = (key: BridgePageMessageKey, params?: MessageParams) => string

export function useBridgePageT(): BridgePageT {
  const t = useT()
  return useCallback((key, params) => t(`page.bridge.${key}` as MessageKey, params), [t])
}
