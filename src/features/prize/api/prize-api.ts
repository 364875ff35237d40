import type { Address, DrawResult, TransferResult, UserPrize } from '@types-shared/api/campaign'
import { api } from '@/services/site-client'
import type { PrizeEndpoints } from './prize-endpoints'

export { PRIZE_ENDPOINTS, type PrizeEndpoints } from './prize-endpoints'

/** The signed-in traveller's prizes of this campaign, newest first as the server orders them. */
export const listPrizes = (endpoints: PrizeEndpoints): Promise<UserPrize[]> =>
  api(endpoints.list, { activityId: endpoints.activityId })

/** A prize offered through a transfer link, read by its token (before accepting it). */
export const getOffer = (endpoints: PrizeEndpoints, token: string): Promise<UserPrize> =>
  api(endpoints.get, { token })

/** Redeems a won prize: a physical one with its shipping address, the others for a code. */
export const redeemPrize = (
  endpoints: PrizeEndpoints,
  userPrizeId: number,
  address?: Address,
): Promise<UserPrize> => api(endpoints.redeem, address ? { userPrizeId, address } : { userPrizeId })

/** Starts a transfer: the prize is `transferring` and the answer carries the token and link. */
export const transferPrize = (endpoints: PrizeEndpoints, userPrizeId: number): Promise<TransferResult> =>
  api(endpoints.transfer, { userPrizeId })

export const acceptPrize = (endpoints: PrizeEndpoints, token: string): Promise<UserPrize> =>
  api(endpoints.accept, { token })

/** Binds a coupon or virtual prize to an app account; refused where the campaign has no bind. */
export function bindPrize(
  endpoints: PrizeEndpoints,
  userPrizeId: number,
  account: string,
): Promise<UserPrize> {
  if (!endpoints.bind) return Promise.reject(new Error(`${endpoints.campaign} prizes cannot be bound`))
  return api(endpoints.bind, { userPrizeId, account })
}

/** One draw; the server picks the prize (or none), the page only shows it. */
export function drawPrize(endpoints: PrizeEndpoints): Promise<DrawResult> {
  if (!endpoints.draw) return Promise.reject(new Error(`${endpoints.campaign} has no draw`))
  return api(endpoints.draw, { activityId: endpoints.activityId })
}
