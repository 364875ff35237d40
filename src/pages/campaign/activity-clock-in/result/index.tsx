import { PageFrame } from '@/components/page-frame'
import { ClockInResult } from './clock-in-result'
import '../index/clock-in.css'
import './result.css'

export default function ClockInResultPage() {
  return (
    <PageFrame route='clockInResult'>
      <ClockInResult />
    </PageFrame>
  )
}
