import { API_CODES } from '@types-shared/api/codes'
import { isRequestError } from '@/services/http'

/**
 * The server no longer takes the session (401, or a 200 carrying an unauthorised code). The site's client
 * has already forgotten it (services/site-client: travellers get the product's sign-in, not the company
 * login); the page answers by asking the traveller to sign in again.
 */
export class SignInNeededError extends Error {
  constructor() {
    super('sign-in needed')
    this.name = 'SignInNeededError'
  }
}

const SIGNED_OUT_CODES: ReadonlySet<number> = new Set([
  API_CODES.UNAUTHORIZED,
  API_CODES.SESSION_EXPIRED,
  API_CODES.SESSION_INVALID_LEGACY,
])

export function isSignedOutError(error: unknown): boolean {
  if (!isRequestError(error)) return false
  if ('status' in error && error.status === 401) return true
  return SIGNED_OUT_CODES.has(Number(error.code))
}

/** Every records call needs a session: a refused one becomes SignInNeededError, the rest pass as they are. */
export async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw isSignedOutError(error) ? new SignInNeededError() : error
  }
}

/** The record is gone already (deleted in another tab, or never there): 404 in any of its codes. */
export function isNotFoundError(error: unknown): boolean {
  if (!isRequestError(error)) return false
  const code = Number(error.code)
  return (
    code === API_CODES.NOT_FOUND ||
    code === API_CODES.RESOURCE_NOT_FOUND ||
    ('status' in error && error.status === 404)
  )
}
