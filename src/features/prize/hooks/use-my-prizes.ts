import { useCallback } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { useLoad } from '@/components/states'
import { listPrizes, type PrizeEndpoints } from '../api/prize-api'

/**
 * My prizes of one campaign, with retry; `replace` puts a prize as the server answered a move on it
 * (redeemed, transferring) in place, `add` puts a new one first (won, accepted), without loading again.
 * `key` changes when the list must be read again (the traveller signed in).
 */
export function useMyPrizes(endpoints: PrizeEndpoints, key = '') {
  const { state, retry, update } = useLoad(`${endpoints.campaign}:${key}`, () => listPrizes(endpoints))
  const replace = useCallback(
    (prize: UserPrize) => update((list) => list.map((p) => (p.id === prize.id ? prize : p))),
    [update],
  )
  const add = useCallback(
    (prize: UserPrize) => update((list) => [prize, ...list.filter((p) => p.id !== prize.id)]),
    [update],
  )
  return { state, retry, replace, add }
}

export type MyPrizesList = ReturnType<typeof useMyPrizes>
