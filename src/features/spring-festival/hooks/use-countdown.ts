import { useEffect, useState } from 'react'
import { festivalPhase, remaining, type Remaining } from '../model'

/**
 * What is left until `festivalAt` by the server's clock (`offset` added to the device's), ticking each
 * second. Only the component that calls it renders each second, never the page around it.
 */
export function useCountdown(
  festivalAt: string,
  festivalDate: string,
  offset: number,
): Remaining | 'today' | 'season' {
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset)
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [offset])
  return remaining(festivalAt, now) ?? festivalPhase(festivalDate, now)
}
