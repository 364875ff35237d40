import Taro from '@tarojs/taro'
import type { PayAdapter } from '../types'
import { atSeam, notSupported, PLATFORM_ERROR_CODES } from '../errors'
import { checkPayResult, vendorPayCall } from './vendor-pay'

type VendorApi = (args: Record<string, unknown>) => Promise<unknown>

/** Payment through the vendor's own API (vendor-pay.ts), its outcome normalised at the seam. */
export function createMiniPay(vendor: string, taro: Record<string, unknown> = Taro as never): PayAdapter {
  return {
    async pay(order) {
      const call = vendorPayCall(vendor, order)
      const api = taro[call.api] as VendorApi | undefined
      if (typeof api !== 'function') throw notSupported(`${vendor} ${call.api}`)
      const result = await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, api(call.args))
      checkPayResult(vendor, result)
      // The order id is the server's; the vendor only says the payment went through.
      return { orderId: order.orderInfo }
    },
  }
}

// TARO_ENV is the build target (weapp, alipay ...), replaced at build time.
export const miniPay: PayAdapter = createMiniPay(String(process.env.TARO_ENV))
