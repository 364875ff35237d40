import { useCallback, useEffect, useState } from 'react'
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
        setLoad({ state: { status: 'ready', data } })
        void cache.save(id, data)
      },
      async (error: unknown) => {
        if (error instanceof JourneyUnavailableError) await cache.forget(id)
        const saved = error instanceof JourneyUnavailableError ? null : await cache.load(id)
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
