import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { MapCanvas } from '@/components/map-canvas/map-canvas'
import type { MapRegion } from '@/components/map-canvas/layers'
import { ErrorState, LoadingState } from '@/components/states'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import { useRegionShapes } from '../hooks/use-region-shapes'
import { LIT_FILL, LIT_STROKE, PARTLY_FILL, UNLIT_FILL, UNLIT_STROKE } from '../model/fills'
import { litCitiesOf, type LitSet } from '../model/lit-set'
import type { MapView } from '../model/map-view'
import { regionName, type RegionTable } from '../model/region-table'
import './lit-map-view.css'

export interface LitMapViewProps {
  view: MapView
  lit: LitSet
  table: RegionTable
  selectedCode?: string
  onSelect?: (code: string) => void
}

/** The map's drawing size in map units; the stage keeps the ratio and fills the column. */
const WIDTH = 375
const HEIGHT = 300
const FIT = { padding: { top: 12, right: 48, bottom: 12, left: 12 }, minSpanDeg: 2 }

/**
 * A lit map (issue 14): China's provinces, one province's cities or the world's countries, lit ones
 * filled warm. Drawn by the shared MapCanvas as one SVG image (in mini-programs too); each region is
 * also a named button, so a screen reader or a keyboard can light it.
 */
export function LitMapView({ view, lit, table, selectedCode, onSelect }: LitMapViewProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state, retry } = useRegionShapes(view)

  const regions = useMemo<MapRegion[]>(() => {
    if (state.status !== 'ready') return []
    return [...state.data].map(([code, geometry]) => {
      const on = lit.has(code)
      const partly = !on && view.kind === 'china' && litCitiesOf(lit, code).length > 0
      return {
        id: code,
        label: `${regionName(table, code, locale)}${on ? ` · ${t('checkin.region.lit')}` : ''}`,
        fill: on ? LIT_FILL : partly ? PARTLY_FILL : UNLIT_FILL,
        stroke: on ? LIT_STROKE : UNLIT_STROKE,
        geometry,
      }
    })
  }, [state, lit, table, locale, view.kind, t])

  if (state.status === 'loading') return <LoadingState label={t('checkin.mapLoading')} />
  if (state.status === 'error') return <ErrorState message={t('checkin.mapFailed')} onRetry={retry} />

  const litHere = regions.filter((r) => lit.has(r.id)).length
  const label =
    view.kind === 'world'
      ? t('checkin.mapLabel.world', { lit: litHere })
      : view.kind === 'province'
        ? t('checkin.mapLabel.province', {
            name: regionName(table, view.code, locale),
            lit: litHere,
            total: regions.length,
          })
        : t('checkin.mapLabel.china', { lit: litHere })
  return (
    <View className='lit-map' data-view={view.kind} data-lit-count={litHere}>
      <MapCanvas
        label={label}
        width={WIDTH}
        height={HEIGHT}
        regions={regions}
        selectedId={selectedCode}
        fit={FIT}
        onSelect={(kind, id) => kind === 'region' && onSelect?.(id)}
      />
    </View>
  )
}
