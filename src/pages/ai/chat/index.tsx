import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function AiChatPage() {
  return (
    <PageFrame route='aiChat'>
      <PageIntro message='page.aiChat.intro' />
    </PageFrame>
  )
}
