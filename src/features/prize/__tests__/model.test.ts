import { API_CODES } from '@types-shared/api/codes'
import type { UserPrize } from '@types-shared/api/campaign'
import { translate } from '@/i18n'
import { BusinessError, ClientError, CLIENT_ERROR_CODES, ServerError } from '@/services/http'
import '@/i18n/locales/parts/prize'
import { PRIZE_ENDPOINTS } from '../api/prize-endpoints'
import { accountProblem, addressProblems, EMPTY_ADDRESS } from '../model/address'
import { drawPath, resultCell } from '../model/draw-path'
import { ERROR_MESSAGES, errorMessageKey } from '../model/errors'
import { actionsFor, STATUS_LABELS, statusOf } from '../model/status'

const prize = (status: string, kind = 'physical', source = 'draw') =>
  ({ status, source, prize: { kind } }) as unknown as UserPrize

describe('what a prize allows', () => {
  it.each([
    // status, kind, source, can bind here, redeem, transfer, bind
    ['won', 'physical', 'draw', true, true, true, false],
    ['won', 'coupon', 'draw', true, true, true, true],
    ['won', 'virtual', 'draw', true, true, true, true],
    ['won', 'virtual', 'draw', false, true, true, false],
    ['won', 'physical', 'transfer', true, true, false, false],
    ['won', 'coupon', 'exchange', false, true, true, false],
    ['redeemed', 'physical', 'draw', true, false, false, false],
    ['transferring', 'physical', 'draw', true, false, false, false],
    ['accepted', 'coupon', 'draw', true, false, false, false],
    ['expired', 'virtual', 'draw', true, false, false, false],
    ['something-new', 'physical', 'draw', true, false, false, false],
  ] as const)(
    '%s %s from %s (bind offered: %s): redeem %s, transfer %s, bind %s',
    (status, kind, source, canBind, redeem, transfer, bind) => {
      expect(actionsFor(prize(status, kind, source), canBind)).toEqual({ redeem, transfer, bind })
    },
  )

  it('reads a status it does not know as expired, and labels every status in both languages', () => {
    expect(statusOf(prize('lost-in-post'))).toBe('expired')
    for (const key of Object.values(STATUS_LABELS)) {
      expect(translate('zh-CN', key)).not.toBe(key)
      expect(translate('en', key)).not.toBe(key)
    }
    expect(translate('en', STATUS_LABELS.accepted)).toBe('Given away')
  })
})

describe('the shipping address', () => {
  const good = { name: '林小', phone: '138 0000 0000', region: '上海市 徐汇区', detail: '漕溪北路 1 号' }

  it('takes an address the server takes', () => {
    expect(addressProblems(good)).toEqual({})
  })

  it('names each missing field', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      name: 'prize.address.nameMissing',
      phone: 'prize.address.phoneMissing',
      region: 'prize.address.regionMissing',
      detail: 'prize.address.detailMissing',
    })
  })

  it.each([
    ['letters in the phone', { phone: '138abc0000' }, { phone: 'prize.address.phoneInvalid' }],
    ['a phone too short', { phone: '12345' }, { phone: 'prize.address.phoneInvalid' }],
    ['a phone too long', { phone: '1'.repeat(21) }, { phone: 'prize.address.phoneInvalid' }],
    ['an international phone', { phone: '+86-138-0000-0000' }, {}],
    ['a one-letter region', { region: '沪' }, { region: 'prize.address.regionMissing' }],
    ['spaces only as the name', { name: '   ' }, { name: 'prize.address.nameMissing' }],
    ['a name too long', { name: '名'.repeat(31) }, { name: 'prize.address.nameTooLong' }],
    ['a street too long', { detail: '路'.repeat(121) }, { detail: 'prize.address.detailTooLong' }],
  ])('flags %s', (_, change, problems) => {
    expect(addressProblems({ ...good, ...change })).toEqual(problems)
  })

  it('checks a bind account by its length', () => {
    expect(accountProblem('ab')).toBe('prize.bind.accountShort')
    expect(accountProblem('a'.repeat(65))).toBe('prize.bind.accountLong')
    expect(accountProblem(' lin@example.com ')).toBeUndefined()
  })
})

describe('the message of each failure', () => {
  const CODES = [
    'NO_DRAW_CHANCE',
    'PRIZE_STATE',
    'TRANSFER_OWN_PRIZE',
    'TASK_DONE',
    'TASK_NOT_VERIFIED',
    'NOT_ENOUGH_POINTS',
    'OUT_OF_STOCK',
    'CAMPAIGN_CLOSED',
    'LIMIT_REACHED',
    'TRANSFER_TAKEN',
    'PRIZE_REDEEMED',
    'TOO_MANY_REQUESTS',
  ] as const

  it.each(CODES)('%s has a message of its own, in zh-CN and English', (name) => {
    const key = errorMessageKey(new ServerError(409, API_CODES[name]))
    const others = CODES.filter((n) => n !== name).map((n) =>
      errorMessageKey(new BusinessError(API_CODES[n])),
    )
    expect(others).not.toContain(key)
    expect(translate('zh-CN', key)).not.toBe(translate('zh-CN', 'prize.error.generic'))
    expect(translate('en', key)).not.toBe(translate('en', 'prize.error.generic'))
  })

  it('maps every listed code, also when it comes as a string', () => {
    for (const [code, key] of ERROR_MESSAGES)
      expect(errorMessageKey(new BusinessError(String(code)))).toBe(key)
  })

  it.each([
    ['an expired session', new ServerError(401, API_CODES.SESSION_EXPIRED), 'prize.error.signIn'],
    ['a bare 401', new ServerError(401, undefined), 'prize.error.signIn'],
    ['a bare 429', new ServerError(429, undefined), 'prize.error.tooMany'],
    ['the network', new ClientError(CLIENT_ERROR_CODES.NETWORK), 'prize.error.network'],
    ['an unknown code', new BusinessError(49999), 'prize.error.generic'],
    ['anything else', new Error('boom'), 'prize.error.generic'],
  ])('%s', (_, error, key) => {
    expect(errorMessageKey(error)).toBe(key)
  })
})

describe('the endpoint sets', () => {
  it('give each campaign its own paths, and bind only where there is one', () => {
    expect(PRIZE_ENDPOINTS.summer2025).toMatchObject({
      redeem: 'redeemPrize',
      bind: 'bindPrize',
      activityId: 1,
    })
    expect(PRIZE_ENDPOINTS.capture).toMatchObject({
      redeem: 'redeemGift',
      accept: 'acceptGift',
      bind: null,
      draw: null,
    })
    expect(PRIZE_ENDPOINTS.wish).toMatchObject({ redeem: 'redeemPrize', activityId: 3 })
  })
})

describe('the path of the draw highlight', () => {
  it('runs whole laps and stops on the target', () => {
    const path = drawPath(5, 3, 2)
    expect(path).toHaveLength(14)
    expect(path.at(-1)).toBe(3)
  })
  it('finds the won prize, or the no-prize cell after the pool', () => {
    expect(resultCell([7, 8, 9], 8)).toBe(1)
    expect(resultCell([7, 8, 9], null)).toBe(3)
    expect(resultCell([7, 8, 9], 42)).toBe(3)
  })
})
