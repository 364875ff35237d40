import type { MessageKey } from '@/i18n'
import type { ShareChannel, ShareOutcome } from '@/components/share-target'
import '@/i18n/locales/parts/share'

/** The headline and the explanation of what happened, by outcome (and channel, for a real share). */
export function outcomeText(
  channel: ShareChannel | undefined,
  outcome: ShareOutcome,
): { title: MessageKey; body: MessageKey } {
  if (outcome === 'shared') {
    const title: MessageKey =
      channel === 'friend'
        ? 'shareResult.title.friend'
        : channel === 'moments'
          ? 'shareResult.title.moments'
          : 'shareResult.title.shared'
    return { title, body: 'shareResult.body.shared' }
  }
  return { title: `shareResult.title.${outcome}`, body: `shareResult.body.${outcome}` }
}
