import { Button as TaroButton } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/signin'
import { usePhoneBinding, type PhoneBindingHandlers } from '../hooks/use-phone-binding'

/**
 * "Use my phone number", where a campaign needs the traveller's phone: the platform's own button in a
 * mini-program (the traveller agrees in the platform's sheet, the server reads the number), the phone
 * form elsewhere.
 */
export function PhoneBindButton(handlers: PhoneBindingHandlers) {
  const t = useT()
  const { busy, onGetPhoneNumber } = usePhoneBinding(handlers)
  const track = trackingProps('bind_phone', { moduleKey: 'sign_in' })
  if (!getPlatform().auth.phoneButton) {
    return (
      <Button className='phone-bind-button' data-action='bind-phone' onClick={handlers.onUseForm} {...track}>
        {t('signIn.bindPhone')}
      </Button>
    )
  }
  return (
    <TaroButton
      className='phone-bind-button'
      openType='getPhoneNumber'
      loading={busy || undefined}
      disabled={busy || undefined}
      onGetPhoneNumber={onGetPhoneNumber}
      data-action='bind-phone'
      {...track}
    >
      {t('signIn.bindPhone')}
    </TaroButton>
  )
}
