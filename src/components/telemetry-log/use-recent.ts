import { useEffect, useState } from 'react'
import type { RecentLog } from '@/services/telemetry/recent-events'

/** The latest entries of a recent-events log, re-rendered as new ones arrive. */
export function useRecent<T>(log: RecentLog<T>): readonly T[] {
  const [items, setItems] = useState<readonly T[]>(() => log.list())
  useEffect(() => {
    setItems(log.list())
    return log.subscribe(() => setItems(log.list()))
  }, [log])
  return items
}
