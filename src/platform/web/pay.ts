import type { PayAdapter } from '../types'
import { notSupported } from '../errors'

/** Payments need the app or a mini-program; the web offers to open the app instead. */
export const webPay: PayAdapter = {
  pay: async () => {
    throw notSupported('payment')
  },
}
