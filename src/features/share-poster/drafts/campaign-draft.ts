import type { CampaignInfo } from '@types-shared/api/home'
import type { CampaignKey } from '@/components/share-target'
import type { Locale, Translate } from '@/i18n'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/** A campaign page's share: its title and dates; campaign pages count nothing of their own. */
export function campaignDraft(
  campaign: CampaignInfo,
  key: CampaignKey,
  t: Translate,
  locale: Locale,
): ShareDraft {
  const dates = t('sharePage.campaignDates', {
    // The calendar days as the server gives them (its time zone), as the campaign shell shows them.
    start: formatDate(campaign.startsAt.slice(0, 10), locale),
    end: formatDate(campaign.endsAt.slice(0, 10), locale),
  })
  const firstRule = campaign.rules.split(/\n\s*\n/)[0]?.trim() ?? ''
  return {
    target: { kind: 'campaign', campaign: key },
    card: {
      kind: 'campaign',
      id: key,
      title: campaign.title,
      byline: t('sharePage.campaignBy'),
      detail: dates,
    },
    subject: { title: campaign.title, text: firstRule.slice(0, 80) || dates },
    poster: {
      title: campaign.title,
      byline: t('sharePage.campaignBy'),
      detail: dates,
      tags: [t('sharePage.posterBrand')],
      scanHint: t('sharePage.posterScan.campaign'),
    },
  }
}
