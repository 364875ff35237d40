import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/image-campaign'

/**
 * The server has no content for this page: said plainly, without a retry that could not help, and with
 * a way on (distinct from the error state, which retries a network or server failure).
 */
export function MissingState() {
  const t = useT()
  const route = usePageContext()?.route
  return (
    <View className='state state--empty img-missing' data-state='missing' role='status'>
      <Text className='state__text'>{t('imageCampaign.missing')}</Text>
      <Text className='img-missing__hint'>{t('imageCampaign.missingHint')}</Text>
      <Button
        size='mini'
        data-action='go-home'
        onClick={() => void navigate('home', route).catch(() => undefined)}
      >
        {t('imageCampaign.goHome')}
      </Button>
    </View>
  )
}
