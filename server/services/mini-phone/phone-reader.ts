// The phone a traveller agreed to share through their platform's phone button (issue 13): the button
// gives the page a one-time code, and only the server, with the app's secret, can read the number.
import type { MiniVendor } from '../../../types/api/user'

export interface PhoneReader {
  readonly vendor: MiniVendor
  /** The mainland number (11 digits) behind a phone button's code. */
  read(code: string): Promise<string>
}

/** As for sign-in: `code` is the traveller's side (expired, used), `service` ours (the vendor, our app). */
export class PhoneReadError extends Error {
  constructor(
    readonly kind: 'code' | 'service',
    message: string,
  ) {
    super(message)
    this.name = 'PhoneReadError'
  }
}

/** Mainland mobile numbers, the only ones the site's sign-in takes too. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
