import { createMiniPay } from '../pay'
import { checkPayResult, vendorPayCall } from '../vendor-pay'
import type { PayOrder } from '../../types'

// Issue 13: the adapters against each vendor's API differences, table by table. Taro maps most APIs
// (login -> my.getAuthCode, setClipboardData -> my.setClipboard ...); payment it passes through.
const WECHAT_PARAMS = {
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=1',
  signType: 'RSA' as const,
  paySign: 's',
}
const ORDER: PayOrder = {
  channel: 'wechat',
  orderInfo: '{"orderId":"o-1","orderToken":"t"}',
  miniParams: WECHAT_PARAMS,
}

describe('paying on each vendor', () => {
  test.each([
    ['weapp', 'requestPayment', WECHAT_PARAMS],
    ['qq', 'requestPayment', WECHAT_PARAMS],
    ['jd', 'requestPayment', WECHAT_PARAMS],
    ['alipay', 'tradePay', { tradeNO: ORDER.orderInfo }],
    ['tt', 'pay', { orderInfo: { orderId: 'o-1', orderToken: 't' }, service: 5 }],
    ['swan', 'requestPolymerPayment', { orderInfo: { orderId: 'o-1', orderToken: 't' } }],
  ])('%s pays with %s', (vendor, api, args) => {
    expect(vendorPayCall(vendor, ORDER)).toEqual({ api, args })
  })

  test.each([
    ['weapp', { channel: 'wechat', orderInfo: 'x' }],
    ['alipay', { channel: 'alipay', orderInfo: '' }],
    ['tt', { channel: 'wechat', orderInfo: 'not json' }],
    ['swan', { channel: 'wechat', orderInfo: '[1,2]' }],
  ] as Array<[string, PayOrder]>)(
    '%s refuses an order without what it needs, before calling anything',
    (vendor, order) => {
      expect(() => vendorPayCall(vendor, order)).toThrow(
        expect.objectContaining({ code: 'ERR_INVALID_ARGUMENT' }),
      )
    },
  )

  test.each([
    ['alipay', { resultCode: '9000' }, null],
    ['alipay', { resultCode: '6001' }, 'ERR_CANCELLED'],
    ['alipay', { resultCode: '4000' }, 'ERR_UNKNOWN'],
    ['alipay', { resultCode: '8000' }, 'ERR_UNKNOWN'],
    ['alipay', undefined, 'ERR_UNKNOWN'],
    ['tt', { code: 0 }, null],
    ['tt', { code: 4 }, 'ERR_CANCELLED'],
    ['tt', { code: 2 }, 'ERR_UNKNOWN'],
    ['weapp', { errMsg: 'requestPayment:ok' }, null],
    ['swan', {}, null],
  ])('%s answering %j is %s', (vendor, result, code) => {
    if (code === null) expect(() => checkPayResult(vendor, result)).not.toThrow()
    else expect(() => checkPayResult(vendor, result)).toThrow(expect.objectContaining({ code }))
  })

  test.each([
    ['weapp', 'requestPayment', { errMsg: 'requestPayment:fail cancel' }, 'ERR_CANCELLED'],
    ['swan', 'requestPolymerPayment', { errMsg: 'requestPolymerPayment:fail cancel' }, 'ERR_CANCELLED'],
    ['qq', 'requestPayment', { errMsg: 'requestPayment:fail system error' }, 'ERR_UNKNOWN'],
  ])('%s rejecting %s is a typed error', async (vendor, api, rejection, code) => {
    const taro = { [api]: jest.fn(async () => Promise.reject(rejection)) }
    await expect(createMiniPay(vendor, taro).pay(ORDER)).rejects.toMatchObject({ code })
  })

  test('an answered success resolves with the server order, and the vendor got its arguments', async () => {
    const tradePay = jest.fn(async () => ({ resultCode: '9000' }))
    await expect(createMiniPay('alipay', { tradePay }).pay(ORDER)).resolves.toEqual({
      orderId: ORDER.orderInfo,
    })
    expect(tradePay).toHaveBeenCalledWith({ tradeNO: ORDER.orderInfo })
  })

  test('a vendor whose runtime lacks the API says not supported', async () => {
    await expect(createMiniPay('tt', {}).pay(ORDER)).rejects.toMatchObject({ code: 'ERR_NOT_SUPPORT' })
  })
})
