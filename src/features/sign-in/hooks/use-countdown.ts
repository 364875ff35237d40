import { useCallback, useEffect, useState } from 'react'

/** Seconds left before something may happen again; `start(n)` begins a countdown from n. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return undefined
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const start = useCallback((seconds: number) => setLeft(seconds), [])
  return { left, start }
}
