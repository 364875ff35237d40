import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { CHINA, CHINA_VIEW, WORLD_VIEW, type MapView, type RegionTable, regionName } from '@/features/checkin'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import './view-switch.css'

/** China or the world, and the way back from a province's cities. */
export function ViewSwitch({
  view,
  table,
  onChange,
}: {
  view: MapView
  table: RegionTable
  onChange: (view: MapView) => void
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  return (
    <View className='view-switch' role='group'>
      <Button
        unstyled
        className={`view-switch__tab${view.kind !== 'world' ? ' view-switch__tab--on' : ''}`}
        aria-pressed={view.kind !== 'world'}
        data-action='view-china'
        onClick={() => onChange(CHINA_VIEW)}
        {...trackingProps('clockin_view_china')}
      >
        {view.kind === 'province'
          ? `${regionName(table, CHINA, locale)} › ${regionName(table, view.code, locale)}`
          : t('checkin.view.china')}
      </Button>
      <Button
        unstyled
        className={`view-switch__tab${view.kind === 'world' ? ' view-switch__tab--on' : ''}`}
        aria-pressed={view.kind === 'world'}
        data-action='view-world'
        onClick={() => onChange(WORLD_VIEW)}
        {...trackingProps('clockin_view_world')}
      >
        {t('checkin.view.world')}
      </Button>
    </View>
  )
}
