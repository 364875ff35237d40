import { useCallback, useEffect, useState } from 'react'
import { useT, type MessageKey } from '@/i18n'
import { getPlatform, type ShareStatus } from '@/platform'
import '@/i18n/locales/parts/journey'
import { localSharePayload, shareChannelFor, sharePayload } from '../api/share-journey'
import type { JourneyDetail } from '../model'

const TOASTS: Partial<Record<ShareStatus, MessageKey>> = {
  shared: 'share.shared',
  copied: 'share.copied',
  menu: 'share.menu',
}

/**
 * Sharing a journey, whatever the platform does with it: the app's share sheet, Web Share or a copied
 * link, the WeChat guide (the page shows it), the mini-program menu. The platform's own share entry is
 * armed with the journey as soon as it is shown. Offline, the share still goes out with the texts the
 * page already has.
 */
export function useJourneyShare(journey: JourneyDetail) {
  const t = useT()
  const [guide, setGuide] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    getPlatform()
      .share.setShareInfo(localSharePayload(journey))
      .catch(() => undefined)
  }, [journey])

  const share = useCallback(async () => {
    if (busy) return
    // Progress at once: the button's spinner shows from this render on (issue 12 item 5).
    setBusy(true)
    const { share: adapter, ui, environment } = getPlatform()
    let status: ShareStatus
    try {
      const channel = shareChannelFor(environment.describe().context)
      const payload = await sharePayload(journey, channel).catch(() => localSharePayload(journey))
      status = (await adapter.share(payload)).status
    } catch {
      await ui.toast(t('journey.share.failed')).catch(() => undefined)
      setBusy(false)
      return
    }
    setBusy(false)
    if (status === 'guide') setGuide(true)
    const toast = TOASTS[status]
    // The share went out: a toast that cannot show is no failure of the share.
    if (toast) await ui.toast(t(toast)).catch(() => undefined)
  }, [busy, journey, t])

  return { share, busy, guide, dismissGuide: useCallback(() => setGuide(false), []) }
}
