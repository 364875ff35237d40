import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import type { Locale } from '@/i18n'
import { loadScene } from '../api/load-scene'
import type { MapScene } from '../model'
import type { MapQuery } from '../query'

export interface SceneLoad {
  state: AsyncStatus<MapScene>
  retry: () => void
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * Loads what a valid query names; `retry` loads it again. A newer query (or locale) wins over a slower
 * older answer. An invalid query never gets here: the page shows its error without loading anything.
 */
export function useScene(
  query: Exclude<MapQuery, { kind: 'invalid' }>,
  locale: Locale,
  pointName: string,
): SceneLoad {
  const [state, setState] = useState<AsyncStatus<MapScene>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(query)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    loadScene(JSON.parse(key) as typeof query, locale, pointName).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error: asError(error) }),
    )
    return () => {
      current = false
    }
  }, [key, locale, pointName, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
