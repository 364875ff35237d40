import { useCallback, useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
// The module itself, not the folder's index: the index also carries the poster's QR encoder, which a
// page that only opens the share page should not load (the campaign pages' first-load budget).
import { openShare } from '@/components/share-target/open-share'
import { t, type MessageKey } from '@/i18n'
import { getPlatform } from '@/platform'
import '@/i18n/locales/parts/prize'
import { transferPrize, type PrizeEndpoints } from '../api/prize-api'
import { errorMessageKey } from '../model/errors'

/** Asks before a prize is passed on: once a friend accepts it, it is theirs. */
async function confirmTransfer(): Promise<boolean> {
  const choice = await getPlatform()
    .ui.alert({
      desc: t('prize.transfer.confirm'),
      actions: [{ name: t('prize.draw.close'), style: 'cancel' }, { name: t('prize.action.transfer') }],
    })
    .catch(() => 0)
  return choice === 1
}

/**
 * Passes a prize on: the server makes the transfer (the prize becomes `transferring`, with a token),
 * then the share page opens with the prize as its target, so the link or card goes out through the
 * platform's share (the bridge in the app, the guide in WeChat, a card in mini-programs).
 */
export function useTransfer(endpoints: PrizeEndpoints, onChanged: (prize: UserPrize) => void) {
  const [busyId, setBusyId] = useState<number | null>(null)
  const [failure, setFailure] = useState<MessageKey | null>(null)

  const share = useCallback(
    (token: string) => openShare({ kind: 'prize', campaign: endpoints.campaign, token }),
    [endpoints.campaign],
  )

  const transfer = useCallback(
    async (prize: UserPrize) => {
      if (!(await confirmTransfer())) return
      setBusyId(prize.id)
      setFailure(null)
      try {
        const result = await transferPrize(endpoints, prize.id)
        onChanged(result.userPrize)
        await share(result.token)
      } catch (error) {
        setFailure(errorMessageKey(error))
      } finally {
        setBusyId(null)
      }
    },
    [endpoints, onChanged, share],
  )

  /** A prize still waiting for its friend: its link again (the token stays the same). */
  const shareAgain = useCallback(
    (prize: UserPrize) => prize.transferToken && share(prize.transferToken),
    [share],
  )

  return { transfer, shareAgain, busyId, failure }
}
