// Development and tests: a phone button's code `dev-phone-<11 digits>` is that number, once.
import type { MiniVendor } from '../../../types/api/user'
import { MAINLAND_MOBILE, PhoneReadError, type PhoneReader } from './phone-reader'

const DEV_CODE = /^dev-phone-(\d{11})(?:\.[\w-]{1,64})?$/

export function localPhoneReader(vendor: MiniVendor): PhoneReader {
  const used = new Set<string>()
  return {
    vendor,
    async read(code) {
      const phone = DEV_CODE.exec(code)?.[1]
      if (!phone || !MAINLAND_MOBILE.test(phone)) throw new PhoneReadError('code', 'not a phone code')
      if (used.has(code)) throw new PhoneReadError('code', 'this code was used already')
      used.add(code)
      return phone
    },
  }
}
