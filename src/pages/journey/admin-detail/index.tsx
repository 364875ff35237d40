import { ErrorState } from '@/components/states'
import { ID_PATTERN, PageFrame, useRouteParam } from '@/components/page-frame'
import { useT } from '@/i18n'
import { AdminJourneyView } from './admin-journey-view'

function JourneyAdminDetailBody() {
  const t = useT()
  const id = useRouteParam('id', ID_PATTERN)
  if (!id.ok) return <ErrorState message={t('state.missingParam', { name: id.name })} />
  return <AdminJourneyView id={id.value} />
}

/** Guarded by isLogin and isJourneyAdmin (route table); a visitor lands on the public journey instead. */
export default function JourneyAdminDetailPage() {
  return (
    <PageFrame route='journeyAdminDetail'>
      <JourneyAdminDetailBody />
    </PageFrame>
  )
}
