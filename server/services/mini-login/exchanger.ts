// One interface for every vendor's "login code -> user identity" call (issue 13).
import type { MiniVendor } from '../../../types/api/user'

export interface MiniIdentity {
  /** The user within this app, stable across sign-ins. */
  openid: string
  /** The user across the vendor's apps of one company, where the vendor gives it. */
  unionid: string | null
}

export interface CodeExchanger {
  readonly vendor: MiniVendor
  /** The app the identities belong to (openids are per app). */
  readonly appId: string
  exchange(code: string): Promise<MiniIdentity>
}

/**
 * Why a code gave no identity. `code`: the vendor refused this code (expired, used, from another app),
 * the traveller's side; `service`: the vendor did not answer, answered nonsense, or refused our app id
 * or secret, ours to fix.
 */
export class MiniLoginError extends Error {
  constructor(
    readonly kind: 'code' | 'service',
    message: string,
  ) {
    super(message)
    this.name = 'MiniLoginError'
  }
}

export type { MiniAppCredentials } from '../../lib/mini-apps'

export const VENDOR_TIMEOUT_MS = 5000

/** GET or POST to a vendor with a timeout; a network failure or non-JSON answer is the service's fault. */
export async function callVendor(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) })
  } catch (error) {
    throw new MiniLoginError('service', `vendor unreachable: ${(error as Error).message}`)
  }
  const text = await response.text()
  try {
    const body = JSON.parse(text) as unknown
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new MiniLoginError('service', `vendor answered HTTP ${response.status} without a JSON object`)
}

/** A POST to a vendor, its body form-encoded or JSON. */
export function postToVendor(url: string, body: Record<string, string>, as: 'form' | 'json') {
  return callVendor(url, {
    method: 'POST',
    headers: {
      'content-type': as === 'form' ? 'application/x-www-form-urlencoded;charset=utf-8' : 'application/json',
    },
    body: as === 'form' ? new URLSearchParams(body).toString() : JSON.stringify(body),
  })
}

/** The identity from a vendor's answer, once its fields are checked: an openid, a unionid or null. */
export function identityFrom(openid: unknown, unionid: unknown): MiniIdentity {
  if (typeof openid !== 'string' || openid.length === 0 || openid.length > 128) {
    throw new MiniLoginError('service', 'vendor answered without an openid')
  }
  return { openid, unionid: typeof unionid === 'string' && unionid ? unionid : null }
}
