import type { UserPrize } from '@types-shared/api/campaign'
import { USER_PRIZE_STATUSES } from '@types-shared/api/vocabulary'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/prize'

export type PrizeStatus = (typeof USER_PRIZE_STATUSES)[number]
export type PrizeKind = 'physical' | 'coupon' | 'virtual'

/** An unknown status from a newer server reads as expired: nothing can be done with it here. */
export const statusOf = (prize: Pick<UserPrize, 'status'>): PrizeStatus =>
  (USER_PRIZE_STATUSES as readonly string[]).includes(prize.status)
    ? (prize.status as PrizeStatus)
    : 'expired'

export const kindOf = (prize: Pick<UserPrize, 'prize'>): PrizeKind =>
  prize.prize.kind === 'coupon' || prize.prize.kind === 'virtual' ? prize.prize.kind : 'physical'

/**
 * The label of each state, as its owner reads it. `transferring` is "waiting for your friend";
 * `accepted` on the giver's side is "given away" (the friend holds a new `won` prize).
 */
export const STATUS_LABELS: Record<PrizeStatus, MessageKey> = {
  won: 'prize.status.won',
  redeemed: 'prize.status.redeemed',
  transferring: 'prize.status.transferring',
  accepted: 'prize.status.accepted',
  expired: 'prize.status.expired',
}

export interface PrizeActions {
  /** Redeem: for a code (coupon, virtual) or with a shipping address (physical). */
  redeem: boolean
  transfer: boolean
  bind: boolean
}

/**
 * What a prize allows, by docs/business-rules.md "User prizes": everything only from `won`; a prize
 * received from a friend is not passed on again (one hop); bind only for coupons and virtual prizes, and
 * only where the campaign has a bind endpoint.
 */
export function actionsFor(
  prize: Pick<UserPrize, 'status' | 'source' | 'prize'>,
  canBind: boolean,
): PrizeActions {
  const won = statusOf(prize) === 'won'
  return {
    redeem: won,
    transfer: won && prize.source !== 'transfer',
    bind: won && canBind && kindOf(prize) !== 'physical',
  }
}
