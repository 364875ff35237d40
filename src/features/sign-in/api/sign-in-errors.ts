import { API_CODES } from '@types-shared/api/codes'
import { isRequestError } from '@/services/http'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/signin'

/** What the visitor reads when sending a code or signing in fails: the server's reason in their words. */
export function signInErrorKey(error: unknown): MessageKey {
  if (isRequestError(error)) {
    const code = Number(error.code)
    if (code === API_CODES.LOGIN_CODE_INVALID) return 'signIn.error.codeWrong'
    if (code === API_CODES.LIMIT_REACHED) return 'signIn.error.tooSoon'
    if (code === API_CODES.VALIDATION_FAILED) return 'signIn.error.phoneInvalid'
    if (code === API_CODES.APP_TOKEN_INVALID) return 'signIn.error.appLogin'
    if (error.kind === 'client') return 'signIn.error.network'
  }
  return 'signIn.error.generic'
}
