import { startTransition, useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { getPlatform } from '@/platform'
import { getJourney, JourneyUnavailableError } from '../api/get-journey'
import { createJourneyCache } from '../api/journey-cache'
import type { JourneyDetail } from '../model'

export interface JourneyLoad {
  state: AsyncStatus<JourneyDetail>
  retry: () => void
  /** When the journey shown is the offline copy: the time it was saved. */
  offlineSince?: string
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** How long the offline copy may take to read before the error is shown instead (a bridge may hang). */
export const OFFLINE_LOOKUP_MS = 1500

const within = <T>(pending: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([pending, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))])

/**
 * Loads a journey; `retry` loads it again after a failure. A newer id wins over a slower older answer.
 * Each journey loaded is kept for offline reading: when the network fails, the saved copy is shown
 * (with the time it was saved) instead of an error; a journey that is gone is dropped from the cache.
 */
export function useJourney(id: string): JourneyLoad {
  const [load, setLoad] = useState<Omit<JourneyLoad, 'retry'>>({ state: { status: 'loading' } })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    const cache = createJourneyCache(getPlatform().storage)
    setLoad({ state: { status: 'loading' } })
    getJourney(id).then(
      (data) => {
        if (!current) return
        // A whole day of cards is a large render: as a transition React builds it in slices and a cheap
        // phone stays responsive (short tasks instead of one long one).
        startTransition(() => setLoad({ state: { status: 'ready', data } }))
        void cache.save(id, data)
      },
      async (error: unknown) => {
        const gone = error instanceof JourneyUnavailableError
        // Forgetting happens in the background: the clear page must not wait on storage.
        if (gone) void cache.forget(id)
        const saved = gone ? null : await within(cache.load(id), OFFLINE_LOOKUP_MS, null)
        if (!current) return
        setLoad(
          saved
            ? { state: { status: 'ready', data: saved.journey }, offlineSince: saved.savedAt }
            : { state: { status: 'error', error: asError(error) } },
        )
      },
    )
    return () => {
      current = false
    }
  }, [id, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...load, retry }
}
