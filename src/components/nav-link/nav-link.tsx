import { Text } from '@tarojs/components'
import type { MouseEvent, ReactNode } from 'react'
import { BASENAME, navigate, routeTarget } from '@/services/router'
import { usePageContext } from '../page-frame/page-context'
import './nav-link.css'

interface NavLinkProps {
  to: string
  params?: Record<string, string | number>
  children: ReactNode
}

/** SPEC.md section 2: the link to the page being shown carries the class `active`. */
export const ACTIVE_LINK_CLASS = 'active'

/** A click the browser should handle itself: a new tab or window, or not the main button. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A link to one of the site's routes. On H5 a real <a href> (in the Tab order, announced as a link,
 * openable in a new tab, readable by crawlers) whose plain click navigates inside the app, so guards and
 * tracking parameters apply; mini-programs have no anchors and get a tappable text. TARO_ENV is replaced
 * at build time, so each bundle keeps one branch.
 */
export function NavLink({ to, params = {}, children }: NavLinkProps) {
  const page = usePageContext()
  const isActive =
    page?.route.name === to &&
    Object.entries(params).every(([key, value]) => page.params[key] === String(value))
  const className = isActive ? `nav-link ${ACTIVE_LINK_CLASS}` : 'nav-link'
  const go = () => {
    if (isActive) return
    navigate(to, page?.route, { params }).catch(() => {
      // Navigation failures surface through the platform's own UI; a link has nothing to add.
    })
  }
  if (process.env.TARO_ENV !== 'h5') {
    return (
      <Text className={className} data-route={to} onClick={go}>
        {children}
      </Text>
    )
  }
  return (
    <a
      className={className}
      href={`${BASENAME}${routeTarget(to, params).prettyPath}`}
      data-route={to}
      aria-current={isActive ? 'page' : undefined}
      onClick={(event) => {
        if (opensElsewhere(event)) return
        event.preventDefault()
        go()
      }}
    >
      {children}
    </a>
  )
}
