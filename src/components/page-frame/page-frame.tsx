import { Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { getPlatform } from '@/platform'
import { useShareCard } from '@/platform/share-card'
import { routeTitle, useCurrentRoute, type NotFoundVariant } from '@/services/router'
import { notifyParentOfRoute } from '@/services/parent-frame/start'
import { usePageTracking } from '@/services/tracking/use-page-tracking'
import { useT } from '@/i18n'
import { SiteFooter } from '../site-footer/site-footer'
import { useRouteGuard } from '../guarded/use-route-guard'
import { PageContext } from './page-context'
import { pageShareCard } from './page-share-card'
import { dismissBootShell } from './boot-shell'
import './page-frame.css'

interface PageFrameProps {
  /** The route this page serves, by name in the route table. */
  route: string
  titleVariant?: NotFoundVariant
  /** Pages with their own header (image campaigns, maps) hide the standard one. */
  hideHeader?: boolean
  children: ReactNode
}

/**
 * The frame every page renders in: it owns the page's title (set on every show, since Taro cannot find
 * the page config of a `:id` URL) and hands the route and its params to the components inside.
 */
export function PageFrame({ route: name, titleVariant, hideHeader, children }: PageFrameProps) {
  const { route, params } = useCurrentRoute(name)
  const t = useT()
  const title = routeTitle(route, titleVariant, t)
  const [dataTitle, setDataTitle] = useState<string | null>(null)
  const documentTitle = dataTitle ?? title
  const context = useMemo(() => ({ route, params, setTitle: setDataTitle }), [route, params])

  // The title is the shown page's: a page left in the stack (mini-programs keep it mounted) whose data
  // arrives later must not retitle the page in front of it.
  const shown = useRef(true)
  const applyTitle = () => {
    if (!shown.current) return
    getPlatform()
      .navigation.setTitle(documentTitle)
      .catch(() => {
        // A title that cannot be set is cosmetic; the page itself must still render.
      })
  }
  useDidShow(() => {
    shown.current = true
    applyTitle()
  })
  useDidHide(() => {
    shown.current = false
  })
  useEffect(applyTitle, [documentTitle])
  useEffect(dismissBootShell, [])
  // Page views and ends, and the route-change message to a parent frame (issue #6).
  usePageTracking(route, params, () => notifyParentOfRoute(route, currentPath(route)))
  const guard = useRouteGuard(route, params)
  // In a mini-program's menu: the card the page armed, or this page itself with its parameters.
  useShareCard(pageShareCard(route, params, documentTitle))

  return (
    <PageContext.Provider value={context}>
      <View className='page' data-page-key={route.pageKey}>
        {!hideHeader && (
          <View className='page__header'>
            <Text className='page__title'>{title}</Text>
          </View>
        )}
        <View className='page__body'>
          {guard === 'allowed' ? children : <Text className='page__checking'>{t('state.loading')}</Text>}
        </View>
        <SiteFooter />
      </View>
    </PageContext.Provider>
  )
}

const currentPath = (route: { page: string }) =>
  typeof location === 'undefined' ? `/${route.page}` : `${location.pathname}${location.search}`
