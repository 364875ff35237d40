import { PageFrame } from '@/components/page-frame'
import { ClockInMap } from './clock-in-map'
import '../../index/clock-in.css'
import './clock-in-map.css'

export default function ClockInMapPage() {
  return (
    <PageFrame route='clockInMap'>
      <ClockInMap />
    </PageFrame>
  )
}
