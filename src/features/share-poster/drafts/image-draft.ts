import type { ImageCampaign } from '@types-shared/api/content'
import type { Locale, Translate } from '@/i18n'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/** An image campaign page's share: the card the operator wrote for it (ImageCampaign.share). */
export function imageDraft(page: ImageCampaign, t: Translate, locale: Locale): ShareDraft {
  const title = locale === 'en' ? page.titleEn || page.title : page.share.title || page.title
  const detail = locale === 'en' ? page.subtitleEn || page.subtitle : page.share.desc || page.subtitle
  return {
    target: { kind: 'image', key: page.key as Extract<ShareDraft['target'], { kind: 'image' }>['key'] },
    card: {
      kind: 'image',
      id: page.key,
      title,
      cover: page.share.image || undefined,
      byline: t('sharePage.campaignBy'),
      detail,
    },
    subject: { title, text: detail.slice(0, 80) },
    poster: {
      title,
      byline: t('sharePage.campaignBy'),
      detail,
      tags: [t('sharePage.posterBrand')],
      scanHint: t('sharePage.posterScan.image'),
    },
  }
}
