import Taro from '@tarojs/taro'
import type { AuthAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

/** Mini-programs have no host user: the server exchanges a login code for our own session. */
export const miniAuth: AuthAdapter = {
  getHostUser: async () => null,
  phoneButton: true,
  async login() {
    const { code } = await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.login())
    return { kind: 'mini', code }
  },
  logout: async () => undefined,
  onLoginChange: () => () => undefined,
}
