import { Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { navigate } from '@/services/router'
import { usePageContext } from '../page-frame/page-context'
import './nav-link.css'

interface NavLinkProps {
  to: string
  params?: Record<string, string | number>
  children: ReactNode
}

/** SPEC.md section 2: the link to the page being shown carries the class `active`. */
export const ACTIVE_LINK_CLASS = 'active'

export function NavLink({ to, params = {}, children }: NavLinkProps) {
  const page = usePageContext()
  const isActive =
    page?.route.name === to &&
    Object.entries(params).every(([key, value]) => page.params[key] === String(value))
  const onClick = () => {
    if (isActive) return
    navigate(to, page?.route, { params }).catch(() => {
      // Navigation failures surface through the platform's own UI; a link has nothing to add.
    })
  }
  return (
    <Text
      className={isActive ? `nav-link ${ACTIVE_LINK_CLASS}` : 'nav-link'}
      data-route={to}
      onClick={onClick}
    >
      {children}
    </Text>
  )
}
