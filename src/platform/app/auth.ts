import type { AuthAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'
import type { BridgePort } from './bridge-port'

/** checkLoginWithAction's type: 1 opens the app's login when the user is a guest. */
const LOGIN_ACTION = 1

export function createAppAuth({ methods, on }: BridgePort): AuthAdapter {
  return {
    // The app signs its users in by phone: there is no phone to hand over separately.
    phoneButton: false,
    async getHostUser() {
      const info = await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, methods.getUserInfo({}))
      // Old app versions still send user_id and friends; the bridge layer maps them (SPEC.md section 3).
      if (info.guest || !info.userId) return null
      return {
        userId: info.userId,
        nickname: info.nickname,
        avatar: info.image,
        gender: info.gender,
        userToken: info.userToken,
        sessionId: info.sessionId,
        lat: info.lat,
        lon: info.lon,
      }
    },
    async login() {
      const { loggedIn } = await atSeam(
        PLATFORM_ERROR_CODES.UNKNOWN,
        methods.checkLoginWithAction({ type: LOGIN_ACTION }),
      )
      return { kind: 'app', loggedIn }
    },
    logout: () => atSeam(PLATFORM_ERROR_CODES.UNKNOWN, methods.logout({})),
    onLoginChange: (listener) => on('loginChange', (data) => listener(Boolean(data?.loggedIn))),
  }
}
