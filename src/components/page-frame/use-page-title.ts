import { useEffect } from 'react'
import { usePageContext } from './page-context'

/**
 * Gives the page a title from its data (the document's <title> on H5, the navigation bar elsewhere) while
 * the calling component is shown; the route's title comes back when it leaves or passes null.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = usePageContext()?.setTitle
  useEffect(() => {
    if (!setTitle) return undefined
    setTitle(title || null)
    return () => setTitle(null)
  }, [setTitle, title])
}
