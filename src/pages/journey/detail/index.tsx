import { ErrorState } from '@/components/states'
import { ID_PATTERN, PageFrame, useRouteParam } from '@/components/page-frame'
import { useT } from '@/i18n'
import { JourneyView } from './journey-view'

function JourneyDetailBody() {
  const t = useT()
  const id = useRouteParam('id', ID_PATTERN)
  if (!id.ok) return <ErrorState message={t('state.missingParam', { name: id.name })} />
  return <JourneyView id={id.value} />
}

export default function JourneyDetailPage() {
  return (
    <PageFrame route='journeyDetail'>
      <JourneyDetailBody />
    </PageFrame>
  )
}
