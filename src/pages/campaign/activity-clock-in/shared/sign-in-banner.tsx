import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import './sign-in-banner.css'

/** A visitor sees the map and the counts; lighting starts with signing in. */
export function SignInBanner({ onSignIn }: { onSignIn: () => void }) {
  const t = useT()
  return (
    <View className='sign-in-banner'>
      <Text className='sign-in-banner__text'>{t('checkin.signInTitle')}</Text>
      <Button
        size='mini'
        type='primary'
        data-action='sign-in'
        onClick={onSignIn}
        {...trackingProps('clockin_sign_in')}
      >
        {t('checkin.signIn')}
      </Button>
    </View>
  )
}
