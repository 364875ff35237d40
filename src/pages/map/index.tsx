import { View } from '@tarojs/components'
import { ErrorState } from '@/components/states'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { parseMapQuery } from '@/features/map'
import { MapView } from './map-view'
import './map-page.css'

/** Reads the query first: a malformed one is refused with its reason and nothing is loaded. */
function MapBody() {
  const t = useT()
  const query = parseMapQuery(usePageContext()?.params ?? {})
  if (query.kind === 'invalid')
    return (
      <View className='map-page__message'>
        <ErrorState message={t(`map.query.${query.reason}`)} />
      </View>
    )
  return <MapView query={query} />
}

/** The full-screen map of a journey day, a place or a point (issue 7). */
export default function MapPage() {
  return (
    <PageFrame route='map' hideHeader>
      <MapBody />
    </PageFrame>
  )
}
