import { useCallback, useRef, useState } from 'react'
import type { RasterImage } from '@/platform'
import { shareTargetOn, type ShareChannel, type ShareOutcome, type ShareSubject } from './share-on'
import type { ShareTarget } from './target'

/**
 * Runs one channel at a time (a second tap while one runs is ignored), and shows the host's share
 * guide when the platform asks for it; `onDone` gets every other outcome.
 */
export function useShareChannel(
  share: {
    target: ShareTarget
    subject: ShareSubject
    poster: RasterImage | null
    count?: (channel: ShareChannel) => Promise<unknown>
  },
  onDone: (channel: ShareChannel, outcome: ShareOutcome) => void,
) {
  const [busy, setBusy] = useState<ShareChannel | null>(null)
  const [guide, setGuide] = useState(false)
  const running = useRef(false)
  const { target, subject, poster, count } = share
  const run = useCallback(
    async (channel: ShareChannel) => {
      if (running.current) return
      running.current = true
      setBusy(channel)
      const outcome = await shareTargetOn({ channel, target, subject, poster, count })
      running.current = false
      setBusy(null)
      if (outcome === 'guide') setGuide(true)
      else onDone(channel, outcome)
    },
    [target, subject, poster, count, onDone],
  )
  return { busy, guide, closeGuide: () => setGuide(false), run }
}
