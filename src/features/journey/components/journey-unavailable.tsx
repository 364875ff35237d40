import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import type { JourneyUnavailableReason } from '../api/get-journey'
import './journey-unavailable.css'

const TITLES: Record<JourneyUnavailableReason, MessageKey> = {
  deleted: 'journey.gone.deleted',
  private: 'journey.gone.private',
  missing: 'journey.gone.missing',
}

/** A deleted, private or unknown journey gets a page that says so, not an error. */
export function JourneyUnavailable({
  reason,
  onHome,
}: {
  reason: JourneyUnavailableReason
  onHome?: () => void
}) {
  const t = useT()
  return (
    <View className='journey-unavailable' data-unavailable={reason}>
      <Text className='journey-unavailable__title'>{t(TITLES[reason])}</Text>
      <Text className='journey-unavailable__hint'>{t('journey.gone.hint')}</Text>
      {onHome && (
        <Button size='mini' onClick={onHome}>
          {t('journey.gone.home')}
        </Button>
      )}
    </View>
  )
}
