import { ErrorState } from '@/components/states'
import { ID_PATTERN, PageFrame, useRouteParam } from '@/components/page-frame'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'
import { PoiFeedbackView } from './poi-feedback-view'

/** poi/feedback?placeId=<id>[&journeyId=<id>]: report a problem with one place of a journey. */
function PoiFeedbackBody() {
  const t = useT()
  const placeId = useRouteParam('placeId', ID_PATTERN)
  const journeyId = useRouteParam('journeyId', ID_PATTERN)
  if (!placeId.ok) return <ErrorState message={t('feedback.place.missing')} />
  return <PoiFeedbackView placeId={placeId.value} journeyId={journeyId.ok ? journeyId.value : undefined} />
}

export default function PoiFeedbackPage() {
  return (
    <PageFrame route='poiFeedback'>
      <PoiFeedbackBody />
    </PageFrame>
  )
}
