import { useCallback, useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { TRANSFER_TOKEN } from '@/components/share-target/target'
import { useLoad } from '@/components/states'
import type { MessageKey } from '@/i18n'
import { API_CODES } from '@types-shared/api/codes'
import '@/i18n/locales/parts/prize'
import { acceptPrize, getOffer, type PrizeEndpoints } from '../api/prize-api'
import { errorCode, errorMessageKey } from '../model/errors'

export type AcceptPhase =
  | { step: 'idle' }
  | { step: 'accepting' }
  | { step: 'accepted'; prize: UserPrize }
  | { step: 'failed'; message: MessageKey }

class InvalidTokenError extends Error {
  readonly code = 'INVALID_TOKEN'
}

/** An answer that says the link is spent (taken, cancelled, gone): its own message, not a retry. */
const TAKEN_CODES: ReadonlySet<number> = new Set([
  API_CODES.TRANSFER_TAKEN,
  API_CODES.PRIZE_STATE,
  API_CODES.NOT_FOUND,
  API_CODES.RESOURCE_NOT_FOUND,
])

export const offerProblem = (error: unknown): MessageKey => {
  if (error instanceof InvalidTokenError) return 'prize.accept.invalid'
  const code = errorCode(error)
  if (code !== undefined && TAKEN_CODES.has(code)) return 'prize.accept.taken'
  if (code === API_CODES.TRANSFER_OWN_PRIZE) return 'prize.accept.own'
  return errorMessageKey(error)
}

/**
 * A prize offered through a transfer link (`acceptToken`): the offer as the server reads it by token,
 * and accepting it. A malformed token never reaches the server.
 */
export function useAcceptOffer(endpoints: PrizeEndpoints, token: string) {
  const offer = useLoad(`${endpoints.campaign}:${token}`, () =>
    TRANSFER_TOKEN.test(token) ? getOffer(endpoints, token) : Promise.reject(new InvalidTokenError()),
  )
  const [phase, setPhase] = useState<AcceptPhase>({ step: 'idle' })
  const accept = useCallback(async () => {
    setPhase({ step: 'accepting' })
    try {
      const prize = await acceptPrize(endpoints, token)
      setPhase({ step: 'accepted', prize })
      return prize
    } catch (error) {
      setPhase({ step: 'failed', message: offerProblem(error) })
      return null
    }
  }, [endpoints, token])
  return { offer: offer.state, retry: offer.retry, phase, accept }
}
