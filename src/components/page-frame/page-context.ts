import { createContext, useContext } from 'react'
import type { RouteRecord } from '@types-shared/routes/route-table'

export interface PageContextValue {
  route: RouteRecord
  params: Record<string, string>
  /**
   * Replaces the document and navigation-bar title with one from the page's data (a shared journey's own
   * title, issue 12); null gives the route's title back.
   */
  setTitle: (title: string | null) => void
}

export const PageContext = createContext<PageContextValue | null>(null)

export function usePageContext(): PageContextValue | null {
  return useContext(PageContext)
}
