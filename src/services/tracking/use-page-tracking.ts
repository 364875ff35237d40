import { useDidHide, useDidShow } from '@tarojs/taro'
import type { RouteRecord } from '@types-shared/routes/route-table'
import { currentHref } from '@/services/telemetry/browser-hooks'
import { rememberHistoryIndex } from './history-back'
import { trackPageEnter, trackPageLeave } from './install'
import type { PageRef } from './types'

export function pageRefOf(route: RouteRecord, params: Record<string, string>): PageRef {
  const url = currentHref() ?? `/${route.page}`
  return {
    pageKey: route.pageKey,
    matchedPath: route.path,
    url,
    attributes: route.pageAttributes,
    query: params,
  }
}

/**
 * SPEC.md section 4: a page view when the page is shown (route change completed, first entry, back to it),
 * a page end when it is hidden. Tab visibility and the app's view events are handled by the tracker.
 */
export function usePageTracking(route: RouteRecord, params: Record<string, string>, onShow?: () => void) {
  useDidShow(() => {
    rememberHistoryIndex()
    trackPageEnter(pageRefOf(route, params))
    onShow?.()
  })
  useDidHide(() => trackPageLeave())
}
