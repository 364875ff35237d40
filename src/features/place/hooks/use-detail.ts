import { useCallback, useEffect, useState } from 'react'
import { DetailNotFoundError } from '../api/detail-errors'
import type { DetailState } from '../model'
import type { DetailCache } from './detail-cache'

function stateFor<T>(cache: DetailCache<T>, id: number): DetailState<T> {
  const known = cache.peek(id)
  return known === undefined ? { status: 'loading' } : { status: 'ready', data: known }
}

/**
 * One detail through its cache: ready at once when cached, otherwise loading, then ready, missing or
 * error; `retry` asks again. A newer id wins over a slower answer for an older one.
 */
export function useDetail<T>(
  cache: DetailCache<T>,
  id: number,
): { state: DetailState<T>; retry: () => void } {
  const [state, setState] = useState<DetailState<T>>(() => stateFor(cache, id))
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    const initial = stateFor(cache, id)
    setState(initial)
    if (initial.status === 'ready') return undefined
    cache.load(id).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return
        if (error instanceof DetailNotFoundError) setState({ status: 'missing' })
        else setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      },
    )
    return () => {
      current = false
    }
  }, [cache, id, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
