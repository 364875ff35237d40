import { lazy, Suspense, useMemo, useState } from 'react'
import { usePageContext, usePageTitle } from '@/components/page-frame'
import { AsyncView } from '@/components/states'
import {
  ArticleView,
  DirectoryView,
  isEmptyIssue,
  MagazineMissing,
  MagazineNotFoundError,
  useArticle,
  useDirectory,
  type ArticleActions,
} from '@/features/magazine'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/magazine'

// The place sheet opens on a tap, never on first paint: its code loads then (as on the journey page).
const PlaceSheet = lazy(() => import('@/features/place/place-sheet.lazy'))

/**
 * The directory and the articles are one Taro page with another query. Taro's H5 router finds a page
 * in its stack by path, so a second instance of the same page pushed on the first is confused with it:
 * a sheet's history step (the back guard) taken back showed the directory under the article. So the
 * magazine never stacks itself: directory, articles and contents replace one another, and the system's
 * back leaves the magazine for where the reader came from.
 */
function useMagazineNavigation(issue?: number) {
  const page = usePageContext()
  return useMemo(() => {
    const replaceWith = (query: Record<string, string>) =>
      void navigate('magazineDetail', page?.route, { query, replace: true }).catch(() => undefined)
    return {
      openArticle: (id: number) => replaceWith({ id: String(id) }),
      toDirectory: () => replaceWith(issue ? { issue: String(issue) } : {}),
      openJourney: (id: number) =>
        void navigate('journeyDetail', page?.route, { params: { id } }).catch(() => undefined),
    }
  }, [page?.route, issue])
}

export function MagazineDirectory({ issue }: { issue?: number }) {
  const t = useT()
  const { state, retry } = useDirectory(issue)
  const go = useMagazineNavigation(issue)
  if (state.status === 'error' && state.error instanceof MagazineNotFoundError) {
    return (
      <MagazineMissing
        what='issue'
        onDirectory={() => void navigate('magazineDetail', undefined, { replace: true })}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry} isEmpty={isEmptyIssue} emptyLabel={t('magazine.empty')}>
      {(directory) => <DirectoryView directory={directory} onOpen={go.openArticle} />}
    </AsyncView>
  )
}

export function MagazineArticle({ id }: { id: number }) {
  const { state, retry } = useArticle(id)
  const [placeId, setPlaceId] = useState<number | null>(null)
  const issue = state.status === 'ready' ? state.data.magazineId : undefined
  const go = useMagazineNavigation(issue)
  usePageTitle(state.status === 'ready' ? state.data.title : null)
  const actions: ArticleActions = {
    onOpenArticle: go.openArticle,
    onDirectory: go.toDirectory,
    onOpenPlace: setPlaceId,
    onOpenJourney: go.openJourney,
  }
  if (state.status === 'error' && state.error instanceof MagazineNotFoundError) {
    return <MagazineMissing what='article' onDirectory={go.toDirectory} />
  }
  return (
    <>
      <AsyncView state={state} onRetry={retry}>
        {(article) => <ArticleView article={article} actions={actions} />}
      </AsyncView>
      {placeId !== null && (
        <Suspense fallback={null}>
          <PlaceSheet placeId={placeId} onClose={() => setPlaceId(null)} />
        </Suspense>
      )}
    </>
  )
}
