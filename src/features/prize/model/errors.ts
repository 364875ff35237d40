import { API_CODES } from '@types-shared/api/codes'
import type { MessageKey } from '@/i18n'
import { isRequestError, ServerError } from '@/services/http'
import '@/i18n/locales/parts/prize'

/**
 * Each business answer a prize or draw call can get, with its own message (issue 15): the traveller
 * is told what happened and what they can do, never a bare "failed".
 */
export const ERROR_MESSAGES: ReadonlyArray<readonly [number, MessageKey]> = [
  [API_CODES.NO_DRAW_CHANCE, 'prize.error.noChance'],
  [API_CODES.PRIZE_STATE, 'prize.error.prizeState'],
  [API_CODES.TRANSFER_OWN_PRIZE, 'prize.error.ownPrize'],
  [API_CODES.TASK_DONE, 'prize.error.taskDone'],
  [API_CODES.TASK_NOT_VERIFIED, 'prize.error.taskNotVerified'],
  [API_CODES.NOT_ENOUGH_POINTS, 'prize.error.notEnoughPoints'],
  [API_CODES.OUT_OF_STOCK, 'prize.error.soldOut'],
  [API_CODES.CAMPAIGN_CLOSED, 'prize.error.closed'],
  [API_CODES.LIMIT_REACHED, 'prize.error.limit'],
  [API_CODES.TRANSFER_TAKEN, 'prize.error.transferTaken'],
  [API_CODES.PRIZE_REDEEMED, 'prize.error.redeemed'],
  [API_CODES.TOO_MANY_REQUESTS, 'prize.error.tooMany'],
  [API_CODES.UNAUTHORIZED, 'prize.error.signIn'],
  [API_CODES.SESSION_EXPIRED, 'prize.error.signIn'],
  [API_CODES.SESSION_INVALID_LEGACY, 'prize.error.signIn'],
  [API_CODES.NOT_FOUND, 'prize.error.notFound'],
  [API_CODES.RESOURCE_NOT_FOUND, 'prize.error.notFound'],
  [API_CODES.VALIDATION_FAILED, 'prize.error.invalid'],
  [API_CODES.BAD_REQUEST, 'prize.error.invalid'],
]
const BY_CODE = new Map<number, MessageKey>(ERROR_MESSAGES)

/** The business code of a failed call, if the server gave one. */
export function errorCode(error: unknown): number | undefined {
  if (!isRequestError(error)) return undefined
  const code = Number(error.code)
  return Number.isFinite(code) ? code : undefined
}

/** The message key for any failure of a prize call; a network failure or an unknown code is generic. */
export function errorMessageKey(error: unknown): MessageKey {
  const code = errorCode(error)
  if (code !== undefined && BY_CODE.has(code)) return BY_CODE.get(code)!
  if (error instanceof ServerError) {
    // A status with no business code in its body (a proxy's answer): still told apart.
    if (error.status === 401) return 'prize.error.signIn'
    if (error.status === 429) return 'prize.error.tooMany'
  }
  if (isRequestError(error) && error.kind === 'client') return 'prize.error.network'
  return 'prize.error.generic'
}

/** A sign-in answer: the page offers sign-in instead of a message alone. */
export const needsSignIn = (error: unknown) => errorMessageKey(error) === 'prize.error.signIn'
