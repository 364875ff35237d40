import { PageFrame } from '@/components/page-frame'
import { CaptureHome } from './capture-home'

export default function CapturePage() {
  return (
    <PageFrame route='capture'>
      <CaptureHome />
    </PageFrame>
  )
}
