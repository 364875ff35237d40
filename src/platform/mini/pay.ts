import Taro from '@tarojs/taro'
import type { PayAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

export const miniPay: PayAdapter = {
  async pay(order) {
    if (!order.miniParams) {
      throw new PlatformError(
        PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
        'a mini-program payment needs its requestPayment parameters',
      )
    }
    await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.requestPayment(order.miniParams))
    // The order id is the server's; requestPayment only says it went through.
    return { orderId: order.orderInfo }
  },
}
