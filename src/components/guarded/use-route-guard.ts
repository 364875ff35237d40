import { useEffect, useState } from 'react'
import { getPlatform } from '@/platform'
import type { RouteRecord } from '@types-shared/routes/route-table'
import { guardTarget } from '@/services/router/guards'

export type RouteGuardState = 'checking' | 'allowed' | 'denied'

/**
 * A page opened directly (a shared link, a reload) never went through navigate(), so its frame runs the
 * route's checks itself and replaces the page with the fallback when one fails. Until then the page's
 * content stays hidden, so nothing guarded flashes on screen.
 */
export function useRouteGuard(route: RouteRecord, params: Record<string, string>): RouteGuardState {
  const guarded = Boolean(route.checks?.length)
  const [state, setState] = useState<RouteGuardState>(guarded ? 'checking' : 'allowed')
  useEffect(() => {
    if (!guarded) return undefined
    let live = true
    guardTarget({ route, params })
      .then((fallback) => {
        if (!live) return
        setState(fallback ? 'denied' : 'allowed')
        if (fallback)
          getPlatform()
            .navigation.replace(fallback)
            .catch(() => undefined)
      })
      .catch(() => live && setState('denied'))
    return () => {
      live = false
    }
  }, [guarded, route, params])
  return state
}
