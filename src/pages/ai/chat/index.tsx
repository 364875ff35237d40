import { PageFrame } from '@/components/page-frame'
// Before the page's own styles, as the campaign pages do: the sheets' styles keep one order in the
// mini-program's shared stylesheet.
import '@/components/bottom-sheet'
import { AssistantBody } from './assistant-body'

/** ai/chat: the AI travel assistant (issue 17, docs/assistant.md "The page"). */
export default function AiChatPage() {
  return (
    <PageFrame route='aiChat'>
      <AssistantBody />
    </PageFrame>
  )
}
