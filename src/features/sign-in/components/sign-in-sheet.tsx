import { Input, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useState } from 'react'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/signin'
import { signInErrorKey } from '../api/sign-in-errors'
import { signInService, type SignedInUser } from '../api/sign-in-service'
import { useCountdown } from '../hooks/use-countdown'
import { codeProblem, normalizePhone, phoneProblem, RESEND_SECONDS } from '../model'
import './sign-in-sheet.css'

// Taro's H5 button is a custom element: React writes `false` as the attribute "false", which still
// matches [disabled] and greys the button out; `|| undefined` leaves the attribute off instead.
const PROBLEM_KEYS: Record<string, MessageKey> = {
  phoneEmpty: 'signIn.error.phoneEmpty',
  phoneInvalid: 'signIn.error.phoneInvalid',
  codeEmpty: 'signIn.error.codeEmpty',
  codeInvalid: 'signIn.error.codeInvalid',
}

/** A field for digits (the numeric keypad on phones). */
function DigitsField(props: {
  name: string
  max: number
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Input
      className='sign-in-sheet__input'
      type='number'
      name={props.name}
      maxlength={props.max}
      placeholder={props.placeholder}
      value={props.value}
      onInput={(e) => props.onChange(e.detail.value)}
    />
  )
}

interface SignInSheetProps {
  onSignedIn: (user: SignedInUser) => void
  onClose: () => void
}

/** Phone and one-time code, for visitors whose host has no login of its own (browsers, mini-programs). */
export function SignInSheet({ onSignedIn, onClose }: SignInSheetProps) {
  const t = useT()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<MessageKey | null>(null)
  const [busy, setBusy] = useState<'send' | 'submit' | null>(null)
  const [sent, setSent] = useState(false)
  const countdown = useCountdown()

  const send = async () => {
    const problem = phoneProblem(phone)
    if (problem) return setError(PROBLEM_KEYS[problem])
    setError(null)
    setBusy('send')
    try {
      const result = await signInService().sendCode(normalizePhone(phone))
      setSent(true)
      countdown.start(result.resendAfterSec || RESEND_SECONDS)
    } catch (e) {
      setError(signInErrorKey(e))
    } finally {
      setBusy(null)
    }
  }

  const submit = async () => {
    const problem = phoneProblem(phone) ?? codeProblem(code)
    if (problem) return setError(PROBLEM_KEYS[problem])
    setError(null)
    setBusy('submit')
    try {
      const user = await signInService().loginWithCode(normalizePhone(phone), code.trim())
      if (user) onSignedIn(user)
    } catch (e) {
      setError(signInErrorKey(e))
      setBusy(null)
    }
  }

  return (
    <View className='sign-in-sheet' data-sheet='sign-in'>
      <View className='sign-in-sheet__mask' onClick={onClose} />
      <View className='sign-in-sheet__panel' role='dialog' aria-label={t('signIn.title')}>
        <View className='sign-in-sheet__head'>
          <Text className='sign-in-sheet__title'>{t('signIn.title')}</Text>
          <Text className='sign-in-sheet__close' onClick={onClose} {...trackingProps('sign_in_close')}>
            {t('signIn.close')}
          </Text>
        </View>
        <Text className='sign-in-sheet__hint'>{t('signIn.hint')}</Text>
        <View className='sign-in-sheet__row'>
          <DigitsField
            name='phone'
            max={13}
            placeholder={t('signIn.phonePlaceholder')}
            value={phone}
            onChange={setPhone}
          />
        </View>
        <View className='sign-in-sheet__row'>
          <DigitsField
            name='code'
            max={6}
            placeholder={t('signIn.codePlaceholder')}
            value={code}
            onChange={setCode}
          />
          <Button
            className='sign-in-sheet__send'
            size='mini'
            disabled={busy !== null || countdown.left > 0 || undefined}
            onClick={send}
            {...trackingProps('sign_in_send_code')}
          >
            {countdown.left > 0
              ? t('signIn.resendIn', { seconds: countdown.left })
              : t(sent ? 'signIn.resend' : 'signIn.sendCode')}
          </Button>
        </View>
        {sent && !error && <Text className='sign-in-sheet__sent'>{t('signIn.codeSent')}</Text>}
        {error && (
          <View className='sign-in-sheet__error' role='alert'>
            <Text>{t(error)}</Text>
          </View>
        )}
        <Button
          className='sign-in-sheet__submit'
          type='primary'
          loading={busy === 'submit' || undefined}
          disabled={busy !== null || undefined}
          onClick={submit}
          {...trackingProps('sign_in_submit')}
        >
          {t('signIn.submit')}
        </Button>
      </View>
    </View>
  )
}
