import { PageFrame } from '@/components/page-frame'
import { ClockInTemplates } from './clock-in-templates'
import '../index/clock-in.css'
import './templates.css'

export default function ClockInTemplatesPage() {
  return (
    <PageFrame route='clockInTemplates'>
      <ClockInTemplates />
    </PageFrame>
  )
}
