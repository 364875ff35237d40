/** Auth constants (SPEC.md sections 4, 8 and 9). */

/** Section 9: local storage key of the token. */
export const AUTH_TOKEN_KEY = 'auth-token'
/** Where the signed-in user's info is kept beside the token (our choice; the spec names no key). */
export const AUTH_USER_KEY = 'auth-user'
/** Section 8: stored when a login response carries no token. */
export const TOKEN_NOT_FOUND = 'not_found_from_response'
/** Section 9: the unauthorized redirect waits this long. */
export const LOGIN_REDIRECT_DELAY_MS = 300
/** Section 8: the message when fetching the session fails. */
export const SESSION_FETCH_FAILED = 'fetching the session failed'

/** Section 5: the header-marking option of the SSO scheme. */
export const HEADER_MARKINGS = [false, 'all', 'devops'] as const

/** CONTRACTS.md: the SSO endpoints on the API host. */
export const SSO_PATHS = {
  internalLogin: '/sso/internal_login',
  userInfo: '/sso/user_info',
  logout: '/sso/logout',
  loginPage: '/sso/login',
} as const
