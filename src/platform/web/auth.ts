import type { AuthAdapter } from '../types'

/** Browsers have no host user: the product's own sign-in (issue #5) takes over. */
export const webAuth: AuthAdapter = {
  getHostUser: async () => null,
  phoneButton: false,
  login: async () => ({ kind: 'web' }),
  logout: async () => undefined,
  onLoginChange: () => () => undefined,
}
