import { ErrorState } from '@/components/states'
import { ID_PATTERN, PageFrame, usePageContext } from '@/components/page-frame'
import { INVITATION_CODE_PATTERN } from '@types-shared/api/co-editor'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/share'
import { CodeInvitation } from './code-invitation'
import { JourneyInvitation } from './journey-invitation'
import './index.css'

const CODE = new RegExp(INVITATION_CODE_PATTERN)

/** `?code=` (the web's invitation), or `?journeyId=&inviter=` (the app's link); anything else is incomplete. */
function CoEditorBody() {
  const t = useT()
  const params = usePageContext()?.params ?? {}
  if (params.code !== undefined && params.code !== '') {
    return CODE.test(params.code) ? (
      <CodeInvitation code={params.code} />
    ) : (
      <ErrorState message={t('coEditor.missingInvite')} />
    )
  }
  if (params.journeyId && ID_PATTERN.test(params.journeyId)) {
    return <JourneyInvitation journeyId={params.journeyId} inviterId={params.inviter} />
  }
  return <ErrorState message={t('coEditor.missingInvite')} />
}

export default function CoEditorPage() {
  return (
    <PageFrame route='coEditor'>
      <CoEditorBody />
    </PageFrame>
  )
}
