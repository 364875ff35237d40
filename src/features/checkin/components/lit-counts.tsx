import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import type { LitCounts, RegionTotals } from '../model/lit-set'
import './lit-counts.css'

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

/** The three counts with what each is out of, and the share of China lit. */
export function LitCountsView({ counts, totals }: { counts: LitCounts; totals: RegionTotals }) {
  const t = useT()
  const items = [
    { key: 'countries', n: counts.countries, of: totals.country, label: t('checkin.count.countries') },
    { key: 'provinces', n: counts.provinces, of: totals.province, label: t('checkin.count.provinces') },
    { key: 'cities', n: counts.cities, of: totals.city, label: t('checkin.count.cities') },
  ]
  return (
    <View className='lit-counts' aria-live='polite'>
      <View className='lit-counts__row'>
        {items.map((item) => (
          <View key={item.key} className='lit-counts__item' data-count={item.key}>
            <Text className='lit-counts__value'>{item.n}</Text>
            <Text className='lit-counts__total'>{t('checkin.count.of', { total: item.of })}</Text>
            <Text className='lit-counts__label'>{item.label}</Text>
          </View>
        ))}
      </View>
      <Text className='lit-counts__share' data-count='china-share'>
        {t('checkin.share.china', { percent: percent(counts.chinaCityShare) })}
      </Text>
    </View>
  )
}
