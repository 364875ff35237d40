import { ErrorState } from '@/components/states'
import { ID_PATTERN, PageFrame, useRouteParam } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'
import { useT } from '@/i18n'

function JourneyAdminDetailBody() {
  const t = useT()
  const id = useRouteParam('id', ID_PATTERN)
  if (!id.ok) return <ErrorState message={t('state.missingParam', { name: id.name })} />
  return <PageIntro message='page.journeyAdminDetail.intro' params={{ id: id.value }} />
}

export default function JourneyAdminDetailPage() {
  return (
    <PageFrame route='journeyAdminDetail'>
      <JourneyAdminDetailBody />
    </PageFrame>
  )
}
