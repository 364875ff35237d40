import type { PayAdapter } from '../types'
import { atSeam, notSupported, PLATFORM_ERROR_CODES } from '../errors'
import type { BridgePort } from './bridge-port'

export function createAppPay({ methods }: BridgePort): PayAdapter {
  return {
    async pay(order) {
      const seam = <T>(p: Promise<T>) => atSeam(PLATFORM_ERROR_CODES.UNKNOWN, p)
      switch (order.channel) {
        case 'alipay':
          return { orderId: (await seam(methods.alipayClient({ orderInfo: order.orderInfo }))).orderid }
        case 'wechat':
          return { orderId: (await seam(methods.wechatPayClient({ orderInfo: order.orderInfo }))).orderid }
        case 'apple': {
          const { supported } = await seam(methods.supportApplePay({}))
          if (!supported) throw notSupported('Apple Pay')
          return { orderId: (await seam(methods.applePayClient({ orderInfo: order.orderInfo }))).orderid }
        }
      }
    },
  }
}
