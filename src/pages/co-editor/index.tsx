import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function CoEditorPage() {
  return (
    <PageFrame route='coEditor'>
      <PageIntro message='page.coEditor.intro' />
    </PageFrame>
  )
}
