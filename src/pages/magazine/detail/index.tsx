import { PageFrame, usePageContext } from '@/components/page-frame'
import { ErrorState } from '@/components/states'
import { magazineTarget } from '@/features/magazine'
import { useT } from '@/i18n'
import { MagazineArticle, MagazineDirectory } from './magazine-views'

/** `?id=` an article, else the directory of `?issue=` (or the latest issue). */
function MagazineBody() {
  const t = useT()
  const target = magazineTarget(usePageContext()?.params ?? {})
  if (target.kind === 'invalid') return <ErrorState message={t('state.missingParam', { name: 'id' })} />
  if (target.kind === 'article') return <MagazineArticle id={target.id} />
  return <MagazineDirectory issue={target.issue} />
}

export default function MagazineDetailPage() {
  return (
    <PageFrame route='magazineDetail'>
      <MagazineBody />
    </PageFrame>
  )
}
