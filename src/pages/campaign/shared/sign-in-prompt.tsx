import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/campaign-shell'
import './sign-in-prompt.css'

/**
 * The sign-in gate for a part of a campaign page (my points, my wishes, my prizes), where the rest stays
 * readable by a visitor (the cards, the gifts, the winners), so the shell's whole-page gate does not fit.
 * It reads as the shell's gate does (docs/campaign-shell.md).
 */
export function SignInPrompt({
  onSignIn,
  moduleKey,
  text,
}: {
  onSignIn: () => void
  moduleKey: string
  /** What signing in gives on this page, where the shell's words (draws, prizes) do not fit. */
  text?: string
}) {
  const t = useT()
  return (
    <View className='sign-in-prompt' data-gate='sign-in'>
      <Text className='sign-in-prompt__text'>{text ?? t('campaign.signInNeeded')}</Text>
      <Button
        size='mini'
        type='primary'
        data-action='sign-in'
        onClick={onSignIn}
        {...trackingProps('campaign_sign_in', { moduleKey })}
      >
        {t('campaign.signIn')}
      </Button>
    </View>
  )
}
