import { View } from '@tarojs/components'
import { useState } from 'react'
import {
  CHINA_VIEW,
  confirmCancel,
  LitMapView,
  levelOf,
  RegionPanel,
  regionName,
  type LitMap,
  type LitMapData,
  type MapView,
} from '@/features/checkin'
import { useLocaleStore } from '@/i18n/locale-store'
import { ViewSwitch } from './view-switch'

export interface LitMapSectionProps {
  map: LitMap
  data: LitMapData
  /** False for a visitor: any action first asks them to sign in; true when they did. */
  ensureSignedIn: () => Promise<boolean>
  /** After something was lit (the map page goes on to the result). */
  onLit?: (codes: string[]) => void
  onCancelled?: (code: string) => void
}

/**
 * The lit map with its layer switch and the chosen region's panel: a province opens its cities, and
 * any region can be lit, cancelled (after a question) or, for a province, lit whole.
 */
export function LitMapSection({ map, data, ensureSignedIn, onLit, onCancelled }: LitMapSectionProps) {
  const locale = useLocaleStore((s) => s.locale)
  const [view, setView] = useState<MapView>(CHINA_VIEW)
  const [selected, setSelected] = useState<string | undefined>()
  const change = (next: MapView) => {
    setView(next)
    setSelected(undefined)
  }
  const signedThen = async (run: () => Promise<string[] | null>) => {
    if (!(await ensureSignedIn())) return
    const added = await run()
    if (added && added.length > 0) onLit?.(added)
  }
  return (
    <View className='lit-map-section'>
      <ViewSwitch view={view} table={data.table} onChange={change} />
      <LitMapView
        view={view}
        lit={data.lit}
        table={data.table}
        selectedCode={selected}
        onSelect={(code) => setSelected((s) => (s === code ? undefined : code))}
      />
      {selected && (
        <RegionPanel
          key={selected}
          code={selected}
          table={data.table}
          lit={data.lit}
          onClose={() => setSelected(undefined)}
          onLight={(code) => void signedThen(() => map.light([code]))}
          onLightProvince={(code) => void signedThen(() => map.lightProvince(code))}
          onOpenCities={
            view.kind === 'china' && levelOf(selected) === 'province'
              ? (code) => change({ kind: 'province', code })
              : undefined
          }
          onCancel={(code) =>
            void (async () => {
              if (!(await ensureSignedIn())) return
              if (!(await confirmCancel(regionName(data.table, code, locale)))) return
              if (await map.cancel(code)) onCancelled?.(code)
            })()
          }
        />
      )}
    </View>
  )
}
