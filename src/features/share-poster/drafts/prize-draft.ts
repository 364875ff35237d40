import type { UserPrize } from '@types-shared/api/campaign'
import type { CampaignKey } from '@/components/share-target'
import type { Translate } from '@/i18n'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/**
 * A prize passed on to a friend (issue 15): the prize's name and picture, and who sends it. The link
 * carries the transfer token, so only its owner shares it; the transfer itself is the server's count.
 */
export function prizeDraft(
  prize: UserPrize,
  campaign: CampaignKey,
  token: string,
  t: Translate,
  sender: string | null,
): ShareDraft {
  const byline = sender ? t('sharePage.prizeBy', { name: sender }) : t('sharePage.prizeByFriend')
  const detail = prize.prize.description || prize.prize.name
  return {
    target: { kind: 'prize', campaign, token },
    card: { kind: 'prize', id: campaign, title: prize.prize.name, cover: prize.prize.image, byline, detail },
    subject: { title: byline, text: prize.prize.name, cover: prize.prize.image },
    poster: {
      title: prize.prize.name,
      byline,
      detail,
      tags: [t('sharePage.posterBrand')],
      scanHint: t('sharePage.posterScan.prize'),
    },
  }
}
