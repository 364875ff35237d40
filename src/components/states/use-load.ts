import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from './async-view'

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

const LOADING = { status: 'loading' } as const

/**
 * Loads one thing for a page, keyed by `key` (an id, a code): the state AsyncView shows, `retry` to load
 * it again after a failure, and `update` to change what was loaded in place (a row added or deleted
 * on the page) without loading again. A newer key wins over a slower answer for an older one.
 *
 * What was loaded is kept with the key it was loaded for, so in the very render where the key changes
 * the state is already "loading": nothing (an effect acting on "ready", an optimistic `update`) ever
 * sees the old key's data as the new key's.
 */
export function useLoad<T>(
  key: string,
  load: (key: string) => Promise<T>,
): { state: AsyncStatus<T>; retry: () => void; update: (change: (data: T) => T) => void } {
  const [loaded, setLoaded] = useState<{ key: string; state: AsyncStatus<T> } | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setLoaded({ key, state: LOADING })
    load(key).then(
      (data) => current && setLoaded({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setLoaded({ key, state: { status: 'error', error: asError(error) } }),
    )
    return () => {
      current = false
    }
    // `load` is a module function; the key and the attempt decide when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  const update = useCallback((change: (data: T) => T) => {
    setLoaded((l) =>
      l && l.state.status === 'ready'
        ? { key: l.key, state: { status: 'ready', data: change(l.state.data) } }
        : l,
    )
  }, [])
  const state: AsyncStatus<T> = loaded && loaded.key === key ? loaded.state : LOADING
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []), update }
}
