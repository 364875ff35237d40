import { PageFrame, usePageContext } from '@/components/page-frame'
import { ClockInHome } from './clock-in-home'
import { SharedMapView } from '../shared/shared-map-view'
import './clock-in.css'

/** A shared link (`?from=` a traveller) shows their map; otherwise my own. */
function ClockInBody() {
  const from = Number(usePageContext()?.params.from)
  return Number.isInteger(from) && from > 0 ? <SharedMapView from={from} /> : <ClockInHome />
}

export default function ClockInPage() {
  return (
    <PageFrame route='clockIn'>
      <ClockInBody />
    </PageFrame>
  )
}
