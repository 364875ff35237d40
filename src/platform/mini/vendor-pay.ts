import type { PayOrder } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/** A vendor's payment call: which API of Taro's vendor object, with which arguments. */
export interface VendorPayCall {
  api: 'requestPayment' | 'tradePay' | 'pay' | 'requestPolymerPayment'
  args: Record<string, unknown>
}

const needs = (what: string) =>
  new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, `a payment here needs ${what}`)

/**
 * Each vendor pays its own way, and Taro passes payment through unchanged (no API map covers it):
 * WeChat, QQ and JD `requestPayment` with the signed parameters; Alipay `tradePay` with the trade
 * number (the server's orderInfo); ByteDance `pay` with the order info and service 5 (its cashier);
 * Baidu `requestPolymerPayment` with the order info object.
 */
export function vendorPayCall(vendor: string, order: PayOrder): VendorPayCall {
  switch (vendor) {
    case 'alipay':
      if (!order.orderInfo) throw needs('the trade number (orderInfo)')
      return { api: 'tradePay', args: { tradeNO: order.orderInfo } }
    case 'tt':
      if (!order.orderInfo) throw needs('the order info')
      return { api: 'pay', args: { orderInfo: parseOrderInfo(order.orderInfo), service: 5 } }
    case 'swan':
      if (!order.orderInfo) throw needs('the order info')
      return { api: 'requestPolymerPayment', args: { orderInfo: parseOrderInfo(order.orderInfo) } }
    default:
      if (!order.miniParams) throw needs('its requestPayment parameters')
      return { api: 'requestPayment', args: { ...order.miniParams } }
  }
}

/** ByteDance and Baidu take the order as an object; the server sends it as JSON text. */
function parseOrderInfo(orderInfo: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(orderInfo) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // below
  }
  throw needs('its order info as a JSON object')
}

/**
 * The vendors that answer a payment instead of rejecting it (Alipay's resultCode, ByteDance's code):
 * success passes, the rest becomes the error it is, so every vendor fails the same way at the seam.
 */
export function checkPayResult(vendor: string, result: unknown): void {
  const r = (result ?? {}) as Record<string, unknown>
  if (vendor === 'alipay') {
    const code = String(r.resultCode ?? '')
    if (code === '9000') return
    if (code === '6001')
      throw new PlatformError(PLATFORM_ERROR_CODES.CANCELLED, 'alipay: the payer cancelled')
    throw new PlatformError(
      PLATFORM_ERROR_CODES.UNKNOWN,
      `alipay: payment not completed (${code || 'no code'})`,
    )
  }
  if (vendor === 'tt') {
    const code = Number(r.code ?? -1)
    if (code === 0) return
    if (code === 4) throw new PlatformError(PLATFORM_ERROR_CODES.CANCELLED, 'tt: the payer cancelled')
    throw new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, `tt: payment not completed (code ${code})`)
  }
}
