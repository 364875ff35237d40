// Expiry, lazily (issue 15; docs/business-rules.md "Expiry"): when a user's prizes or a transfer link
// are read or used, what is due first expires, each one a guarded transition with its audit row
// 'expire' (so two requests expiring the same prize move it once):
// - a transfer link nobody accepted within TRANSFER_LINK_TTL_MS: the prize goes back to `won`, the
//   token is cleared (the audit row keeps it, so accepting it answers TRANSFER_TAKEN);
// - a prize still `won` PRIZE_CLAIM_DAYS after its campaign ended: `expired`.
import type { Repositories } from '../repositories'

export const TRANSFER_LINK_TTL_MS = 72 * 3600_000
export const PRIZE_CLAIM_DAYS = 30

/** Expires what is due for one user (their links and prizes) or one transfer token; answers how many moved. */
export function expireDue(
  repos: Repositories,
  scope: { userId?: number; token?: string },
  now = Date.now(),
): Promise<number> {
  return repos.inTransaction(async (tx) => {
    let moved = 0
    const linkBefore = new Date(now - TRANSFER_LINK_TTL_MS).toISOString()
    for (const up of await tx.prizes.listStaleTransfers(linkBefore, scope)) {
      const ok = await tx.prizes.transitionUserPrize(
        up.id,
        'transferring',
        'won',
        { transfer_token: null },
        {
          action: 'expire',
          detail: { token: up.transfer_token, reason: 'transfer link not accepted in 72 h' },
        },
      )
      if (ok) moved++
    }
    if (scope.userId !== undefined) {
      const endedBefore = new Date(now - PRIZE_CLAIM_DAYS * 86_400_000).toISOString()
      for (const up of await tx.prizes.listWonOfEndedCampaigns(endedBefore, scope.userId)) {
        const ok = await tx.prizes.transitionUserPrize(
          up.id,
          'won',
          'expired',
          {},
          {
            action: 'expire',
            detail: { reason: `not redeemed ${PRIZE_CLAIM_DAYS} days after the activity ended` },
          },
        )
        if (ok) moved++
      }
    }
    return moved
  })
}
