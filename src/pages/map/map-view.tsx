import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { EmptyState, ErrorState, LoadingState } from '@/components/states'
import { useT, type MessageKey } from '@/i18n'
import { FullMap, MapNotFoundError, StopCard, useScene, type MapQuery, type MapStop } from '@/features/map'
import { openInMaps } from '@/features/place/hooks/open-in-maps'
import { getPlatform } from '@/platform'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/map'

/** A tile source for builds that have one (TARO_APP_MAP_TILES, an XYZ template); unset by default. */
const TILE_TEMPLATE = process.env.TARO_APP_MAP_TILES ?? ''
/** The tile provider's credit (TARO_APP_MAP_TILES_ATTRIBUTION), shown on the map with its tiles. */
const TILE_ATTRIBUTION = process.env.TARO_APP_MAP_TILES_ATTRIBUTION ?? ''

type Loadable = Exclude<MapQuery, { kind: 'invalid' }>

/** The screen the map fills, from the platform (pages never read window sizes themselves). */
function useScreenBox() {
  return useMemo(() => {
    const { width, height } = getPlatform().environment.describe().screen
    return width > 0 && height > 0 ? { width, height } : { width: 390, height: 844 }
  }, [])
}

const notFoundKey = (error: MapNotFoundError): MessageKey => `map.full.notFound.${error.what}`

/** Loading, error with retry, an empty day, or the map with the selected stop's card. */
export function MapView({ query }: { query: Loadable }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state, retry } = useScene(query, locale, t('map.full.point'))
  const box = useScreenBox()
  const [selectedId, setSelectedId] = useState<string>()
  const stops = state.status === 'ready' ? state.data.stops : undefined
  // The first stop is selected when the map arrives, so "navigate" is one tap away.
  useEffect(() => setSelectedId(stops?.[0]?.id), [stops])

  if (state.status === 'loading')
    return (
      <View className='map-page__message'>
        <LoadingState />
      </View>
    )
  if (state.status === 'error') {
    const { error } = state
    return (
      <View className='map-page__message'>
        {error instanceof MapNotFoundError ? (
          <ErrorState message={t(notFoundKey(error))} />
        ) : (
          <ErrorState onRetry={retry} />
        )}
      </View>
    )
  }
  const scene = state.data
  const title =
    query.kind === 'day' ? t('map.full.dayTitle', { title: scene.title, n: query.day }) : scene.title
  if (scene.stops.length === 0)
    return (
      <View className='map-page__message'>
        <View className='map-page__heading' role='heading' aria-level={1}>
          <Text>{title}</Text>
        </View>
        <EmptyState label={t('map.full.emptyDay')} />
      </View>
    )
  const selected = scene.stops.find((stop) => stop.id === selectedId) ?? scene.stops[0]
  const navigate = (stop: MapStop) =>
    void openInMaps({ lat: stop.lat, lon: stop.lon, name: stop.name, coordinate: stop.coordinate }, t)
  return (
    <View className='map-page'>
      <FullMap
        scene={scene}
        box={box}
        selectedId={selected.id}
        onSelect={setSelectedId}
        tileTemplate={TILE_TEMPLATE}
        tileAttribution={TILE_ATTRIBUTION}
      />
      <View className='map-page__bar'>
        <View className='map-page__title' role='heading' aria-level={1}>
          <Text>{title}</Text>
        </View>
      </View>
      <StopCard scene={scene} stop={selected} onSelect={setSelectedId} onNavigate={navigate} />
    </View>
  )
}
