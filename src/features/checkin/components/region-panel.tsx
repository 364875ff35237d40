import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useLoad } from '@/components/states'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import { getChoiceStats } from '../api/checkin-api'
import { litCitiesOf, type LitSet } from '../model/lit-set'
import { levelOf } from '../model/region-codes'
import { childrenOf, regionName, type RegionTable } from '../model/region-table'
import './region-panel.css'

export interface RegionPanelProps {
  code: string
  table: RegionTable
  lit: LitSet
  /** Signed out: the actions ask to sign in first (the page decides how). */
  onLight: (code: string) => void
  onCancel: (code: string) => void
  onLightProvince: (code: string) => void
  onOpenCities?: (code: string) => void
  onClose: () => void
}

/**
 * The chosen region under the map: lit or not, how many travellers lit it, a province's cities, and
 * what can be done: light it, cancel it, light the whole province, open its cities.
 */
export function RegionPanel(props: RegionPanelProps) {
  const { code, table, lit } = props
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const people = useLoad(code, getChoiceStats)
  const on = lit.has(code)
  const province = levelOf(code) === 'province'
  const cities = province ? childrenOf(table, code).length : 0
  const name = regionName(table, code, locale)
  return (
    <View
      className={`region-panel${on ? ' region-panel--lit' : ''}`}
      role='region'
      aria-label={name}
      data-region-panel={code}
    >
      <View className='region-panel__head'>
        <Text className='region-panel__name'>{name}</Text>
        <Text className='region-panel__state'>
          {on ? t('checkin.region.lit') : t('checkin.region.unlit')}
        </Text>
        <Button
          unstyled
          className='region-panel__close'
          label={t('checkin.region.close')}
          onClick={props.onClose}
          {...trackingProps('clockin_region_close')}
        >
          ×
        </Button>
      </View>
      <View className='region-panel__facts'>
        {people.state.status === 'ready' && (
          <Text>{t('checkin.region.people', { count: people.state.data.peopleLit })}</Text>
        )}
        {province && (
          <Text>{t('checkin.region.cities', { lit: litCitiesOf(lit, code).length, total: cities })}</Text>
        )}
      </View>
      <View className='region-panel__actions'>
        {on ? (
          <Button
            size='mini'
            className='region-panel__cancel'
            data-action='cancel-region'
            onClick={() => props.onCancel(code)}
            {...trackingProps('clockin_region_cancel', { attrs: { code } })}
          >
            {t('checkin.region.cancel')}
          </Button>
        ) : (
          <Button
            size='mini'
            type='primary'
            data-action='light-region'
            onClick={() => props.onLight(code)}
            {...trackingProps('clockin_region_light', { attrs: { code } })}
          >
            {t('checkin.region.light')}
          </Button>
        )}
        {province && cities > 0 && (
          <Button
            size='mini'
            data-action='light-province'
            onClick={() => props.onLightProvince(code)}
            {...trackingProps('clockin_region_light_province', { attrs: { code } })}
          >
            {t('checkin.region.lightProvince')}
          </Button>
        )}
        {province && cities > 0 && props.onOpenCities && (
          <Button
            size='mini'
            data-action='open-cities'
            onClick={() => props.onOpenCities?.(code)}
            {...trackingProps('clockin_region_open_cities', { attrs: { code } })}
          >
            {t('checkin.region.openCities')}
          </Button>
        )}
      </View>
    </View>
  )
}
