import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDateTime } from '@/utils/format'
import '@/i18n/locales/parts/journey'
import './offline-notice.css'

/** Says the journey shown is the copy saved on this device, from when, and offers to try the network again. */
export function OfflineNotice({ savedAt, onRetry }: { savedAt: string; onRetry: () => void }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  return (
    <View className='offline-notice' role='status' data-offline-copy>
      <Text className='offline-notice__text'>
        {t('journey.offline', { time: formatDateTime(savedAt, locale) })}
      </Text>
      <Button className='offline-notice__retry' size='mini' onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </View>
  )
}
