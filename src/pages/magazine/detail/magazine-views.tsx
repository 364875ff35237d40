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
import { goBack, navigate } from '@/services/router'
import '@/i18n/locales/parts/magazine'

// The place sheet opens on a tap, never on first paint: its code loads then (as on the journey page).
const PlaceSheet = lazy(() => import('@/features/place/place-sheet.lazy'))

/** Set on the article opened from the directory, so "contents" goes back instead of stacking another. */
const FROM_DIRECTORY = 'directory'

function useMagazineNavigation(issue?: number) {
  const page = usePageContext()
  const from = page?.params.from
  return useMemo(() => {
    const directory = () =>
      navigate('magazineDetail', page?.route, { query: issue ? { issue: String(issue) } : {}, replace: true })
    return {
      // Directory to article: a new page, so back returns to the directory.
      openFromDirectory: (id: number) =>
        void navigate('magazineDetail', page?.route, {
          query: { id: String(id), from: FROM_DIRECTORY },
        }).catch(() => undefined),
      // Previous and next replace the article: back still leads to where the reader came from.
      openSibling: (id: number) =>
        void navigate('magazineDetail', page?.route, {
          query: { id: String(id), ...(from ? { from } : {}) },
          replace: true,
        }).catch(() => undefined),
      toDirectory: () =>
        void (from === FROM_DIRECTORY ? goBack(1, directory) : directory()).catch(() => undefined),
      openJourney: (id: number) =>
        void navigate('journeyDetail', page?.route, { params: { id } }).catch(() => undefined),
    }
  }, [page?.route, from, issue])
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
      {(directory) => <DirectoryView directory={directory} onOpen={go.openFromDirectory} />}
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
    onOpenArticle: go.openSibling,
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
