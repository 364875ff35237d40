import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'

/**
 * Which API names serve one campaign's prizes (types/api/paths.ts). The three campaigns keep the same
 * moves on different paths: summer 2025 and the wish campaign share the summer endpoints (told apart by
 * `activityId`), the gift shop has its own `capture/*` ones and no bind (its coupons are redeemed for
 * a code). Every name of one slot has the same request and answer types (types/api/endpoints.ts).
 */
export interface PrizeEndpoints {
  /** The campaign as the share target and routes name it. */
  campaign: 'summer2025' | 'capture' | 'wish'
  activityId: number
  list: 'getMyPrizes'
  get: 'getPrize' | 'getGift'
  redeem: 'redeemPrize' | 'redeemGift'
  transfer: 'transferPrize' | 'transferGift'
  accept: 'acceptPrize' | 'acceptGift'
  /** Binding a coupon or virtual prize to an app account; null where the campaign has none. */
  bind: 'bindPrize' | null
  /** The lottery; null where prizes are exchanged for points instead. */
  draw: 'draw' | null
}

export const PRIZE_ENDPOINTS = {
  summer2025: {
    campaign: 'summer2025',
    activityId: CAMPAIGN_IDS.summer2025,
    list: 'getMyPrizes',
    get: 'getPrize',
    redeem: 'redeemPrize',
    transfer: 'transferPrize',
    accept: 'acceptPrize',
    bind: 'bindPrize',
    draw: 'draw',
  },
  capture: {
    campaign: 'capture',
    activityId: CAMPAIGN_IDS.capture,
    list: 'getMyPrizes',
    get: 'getGift',
    redeem: 'redeemGift',
    transfer: 'transferGift',
    accept: 'acceptGift',
    bind: null,
    draw: null,
  },
  wish: {
    campaign: 'wish',
    activityId: CAMPAIGN_IDS.wish,
    list: 'getMyPrizes',
    get: 'getPrize',
    redeem: 'redeemPrize',
    transfer: 'transferPrize',
    accept: 'acceptPrize',
    bind: 'bindPrize',
    draw: 'draw',
  },
} as const satisfies Record<string, PrizeEndpoints>
