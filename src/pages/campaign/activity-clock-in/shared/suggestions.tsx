import { Text, View } from '@tarojs/components'
import type { Region } from '@types-shared/api/checkin'
import { Button } from '@/components/button'
import { localizedName } from '@/i18n/localized-name'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import './suggestions.css'

/** Places from the traveller's own journeys, to light with one tap or skip for good. */
export function Suggestions({
  regions,
  onConfirm,
  onSkip,
}: {
  regions: Region[]
  onConfirm: (region: Region) => void
  onSkip: (region: Region) => void
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  if (regions.length === 0) return null
  return (
    <View className='suggestions'>
      <Text className='suggestions__title'>{t('checkin.suggestTitle')}</Text>
      {regions.slice(0, 6).map((region, index) => (
        <View
          key={region.code}
          className='suggestions__item'
          {...trackingProps('clockin_suggestion', { index: index + 1, impression: true })}
        >
          <Text className='suggestions__name'>{localizedName(region.name, region.nameEn, locale)}</Text>
          <Button
            size='mini'
            type='primary'
            data-action='suggestion-confirm'
            onClick={() => onConfirm(region)}
            {...trackingProps('clockin_suggestion_confirm', { attrs: { code: region.code } })}
          >
            {t('checkin.suggestConfirm')}
          </Button>
          <Button
            size='mini'
            data-action='suggestion-skip'
            onClick={() => onSkip(region)}
            {...trackingProps('clockin_suggestion_skip', { attrs: { code: region.code } })}
          >
            {t('checkin.suggestSkip')}
          </Button>
        </View>
      ))}
    </View>
  )
}
