import { createContext, useContext } from 'react'
import type { RouteRecord } from '@types-shared/routes/route-table'

export interface PageContextValue {
  route: RouteRecord
  params: Record<string, string>
}

export const PageContext = createContext<PageContextValue | null>(null)

export function usePageContext(): PageContextValue | null {
  return useContext(PageContext)
}
