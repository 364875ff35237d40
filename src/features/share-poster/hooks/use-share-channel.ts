import { useCallback, useRef, useState } from 'react'
import { shareOn } from '../api/share-on'
import type { PageChannel, ShareOutcome } from '../model'

/**
 * Runs one channel at a time (a second tap while one runs is ignored), and shows the host's share
 * guide when the platform asks for it; `onDone` gets every other outcome.
 */
export function useShareChannel(
  journeyId: string,
  posterUrl: string,
  onDone: (channel: PageChannel, outcome: ShareOutcome) => void,
) {
  const [busy, setBusy] = useState<PageChannel | null>(null)
  const [guide, setGuide] = useState(false)
  const running = useRef(false)
  const run = useCallback(
    async (channel: PageChannel) => {
      if (running.current) return
      running.current = true
      setBusy(channel)
      const outcome = await shareOn(channel, journeyId, posterUrl)
      running.current = false
      setBusy(null)
      if (outcome === 'guide') setGuide(true)
      else onDone(channel, outcome)
    },
    [journeyId, posterUrl, onDone],
  )
  return { busy, guide, closeGuide: () => setGuide(false), run }
}
