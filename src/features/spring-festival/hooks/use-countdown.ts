import { useEffect, useState } from 'react'
import { remaining, type Remaining } from '../model'

/**
 * What is left until `festivalAt` by the server's clock (`offset` added to the device's), ticking each
 * second. Only the component that calls it renders each second, never the page around it.
 */
export function useCountdown(festivalAt: string, offset: number): Remaining | null {
  const [left, setLeft] = useState(() => remaining(festivalAt, Date.now() + offset))
  useEffect(() => {
    const tick = () => setLeft(remaining(festivalAt, Date.now() + offset))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [festivalAt, offset])
  // Once begun it stays begun: the interval keeps running but sets the same null.
  return left
}
