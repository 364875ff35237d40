import { useCallback, useRef, useState } from 'react'
import { API_CODES } from '@types-shared/api/codes'
import type { UserInfo } from '@types-shared/api/user'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { isRequestError } from '@/services/http'
import '@/i18n/locales/parts/signin'
import { bindPhoneWithCode } from '../api/bind-phone'

export interface PhoneBindingHandlers {
  /** The phone is bound: the account now has it (masked in `user.phone`). */
  onBound: (user: UserInfo) => void
  /** There is no platform button, or it could not be read: the page opens the phone form. */
  onUseForm: () => void
}

/**
 * What the platform's phone button does with its answer: a code goes to the server once (a second tap
 * while one is under way is ignored); no code means the traveller declined, which changes nothing; a
 * phone of another account is told; any other failure is told and the phone form is offered.
 */
export function usePhoneBinding({ onBound, onUseForm }: PhoneBindingHandlers) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const onGetPhoneNumber = useCallback(
    async (event: { detail?: { code?: string } }) => {
      const code = event.detail?.code
      if (!code || running.current) return
      running.current = true
      setBusy(true)
      try {
        onBound(await bindPhoneWithCode(code))
      } catch (error) {
        const taken = isRequestError(error) && Number(error.code) === API_CODES.PHONE_TAKEN
        await getPlatform()
          .ui.toast(t(taken ? 'signIn.phoneTaken' : 'signIn.phoneBindFailed'))
          .catch(() => undefined)
        if (!taken) onUseForm()
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [onBound, onUseForm, t],
  )
  return { busy, onGetPhoneNumber }
}
