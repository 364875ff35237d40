import { useCallback, useRef, useState } from 'react'
import { useT } from '@/i18n'
import type { MapPlace } from '@/platform'
import { openInMaps, type NavigateOutcome } from './open-in-maps'

/** The navigate button's handler: one flow at a time (a double tap does not ask twice), busy meanwhile. */
export function useOpenInMaps(onNavigated?: (outcome: NavigateOutcome) => void) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const navigateTo = useCallback(
    async (place: MapPlace) => {
      if (running.current) return
      running.current = true
      setBusy(true)
      try {
        const outcome = await openInMaps(place, t)
        onNavigated?.(outcome)
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [t, onNavigated],
  )
  return { navigateTo, busy }
}
