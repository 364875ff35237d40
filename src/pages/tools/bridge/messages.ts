import { useCallback } from 'react'
import { formatMessage, type Locale, type MessageParams } from '@/i18n/translate'
import { useLocaleStore } from '@/stores/locale-store'

/**
 * The bridge test page's own strings, a zh-CN/en pair typed alike (the catalogues in src/i18n belong to
 * another owner; these move there later under `page.bridge.*`).
 */
const zhCN = {
  unavailable: '原生桥不可用：此页面没有在 App 内打开。',
  unavailableHint: '开发环境下可在地址后加 ?simulateApp=ios&version=6.61.0，用模拟的 App 打开。',
  environment: 'App {version}（{os}，build {build}）',
  filter: '搜索方法',
  methods: '方法（{count}）',
  args: '{method} 的参数（JSON）',
  call: '调用',
  calling: '调用中…',
  reset: '恢复示例',
  result: '结果',
  error: '错误 {code}',
  elapsed: '耗时 {ms} ms',
  badJson: '参数不是合法的 JSON：{message}',
  noResult: '（无返回值）',
}

type BridgePageMessageKey = keyof typeof zhCN

const en: Record<BridgePageMessageKey, string> = {
  unavailable: 'The native bridge is not available: this page is not open inside the app.',
  unavailableHint:
    'In development, add ?simulateApp=ios&version=6.61.0 to the address to open it in a simulated app.',
  environment: 'App {version} ({os}, build {build})',
  filter: 'Filter methods',
  methods: 'Methods ({count})',
  args: 'Arguments of {method} (JSON)',
  call: 'Call',
  calling: 'Calling…',
  reset: 'Reset example',
  result: 'Result',
  error: 'Error {code}',
  elapsed: 'Took {ms} ms',
  badJson: 'The arguments are not valid JSON: {message}',
  noResult: '(no value)',
}

export const BRIDGE_PAGE_MESSAGES: Record<Locale, Record<BridgePageMessageKey, string>> = {
  'zh-CN': zhCN,
  en,
}

export type BridgePageT = (key: BridgePageMessageKey, params?: MessageParams) => string

export function useBridgePageT(): BridgePageT {
  const locale = useLocaleStore((s) => s.locale)
  return useCallback((key, params) => formatMessage(BRIDGE_PAGE_MESSAGES[locale][key], params), [locale])
}
