import { Input, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import type { CustomRecordForm } from '../hooks/use-custom-record-form'
import { KEYWORD_MAX } from '../model'
import { Field } from './field'
import './records.css'

/** Shown to five decimals: about a metre, enough to tell the traveller which point was taken. */
const shown = (n: number) => n.toFixed(5)

/** Where the place is: the device's position, or the centre of a region found by name. */
export function PointField({ form, moduleKey }: { form: CustomRecordForm; moduleKey: string }) {
  const t = useT()
  const nameOf = useLocalizedName()
  const { point, regionSearch } = form
  const found = regionSearch.result?.status === 'ready' ? regionSearch.result.data : null
  const regions = found?.filter((r) => r.lat !== null && r.lon !== null) ?? null
  return (
    <Field name='point' label={t('records.form.point')} error={form.errors.point}>
      {point && (
        <Text className='records-point' data-point={point.from} aria-live='polite'>
          {point.from === 'location'
            ? t('records.form.pointFromLocation', { lat: shown(point.lat), lon: shown(point.lon) })
            : t('records.form.pointFromRegion', { name: nameOf(point.name ?? '', point.nameEn) })}
        </Text>
      )}
      <Button
        size='mini'
        loading={form.locating}
        disabled={form.locating}
        data-action='use-location'
        onClick={() => void form.locate()}
        {...trackingProps('clockin_records_locate', { moduleKey })}
      >
        {form.locating ? t('records.form.locating') : t('records.form.useLocation')}
      </Button>
      <Input
        className='records-input'
        confirmType='search'
        value={regionSearch.keyword}
        placeholder={t('records.form.regionPlaceholder')}
        aria-label={t('records.form.regionSearch')}
        maxlength={KEYWORD_MAX + 10}
        onInput={(e) => regionSearch.setKeyword(e.detail.value)}
      />
      {regions && regions.length === 0 && (
        <View className='records-regions__none' role='status'>
          {t('records.form.regionNone')}
        </View>
      )}
      {regions && regions.length > 0 && (
        <View className='records-regions' role='list' aria-label={t('records.form.regionSearch')}>
          {regions.map((region) => (
            <View key={region.code} role='listitem' className='records-regions__item'>
              <Button
                unstyled
                className='records-regions__pick'
                data-action='pick-region'
                data-region={region.code}
                onClick={() => form.pickRegion(region)}
                {...trackingProps('clockin_records_pick_region', {
                  moduleKey,
                  attrs: { level: region.level },
                })}
              >
                {nameOf(region.name, region.nameEn)}
              </Button>
            </View>
          ))}
        </View>
      )}
    </Field>
  )
}
