import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from './async-view'

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * Loads one thing for a page, keyed by `key` (an id, a code): the state AsyncView shows, `retry` to load
 * it again after a failure, and `update` to change what was loaded in place (a row added or deleted
 * on the page) without loading again. A newer key wins over a slower answer for an older one.
 */
export function useLoad<T>(
  key: string,
  load: (key: string) => Promise<T>,
): { state: AsyncStatus<T>; retry: () => void; update: (change: (data: T) => T) => void } {
  const [state, setState] = useState<AsyncStatus<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    load(key).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error: asError(error) }),
    )
    return () => {
      current = false
    }
    // `load` is a module function; the key and the attempt decide when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s))
  }, [])
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []), update }
}
