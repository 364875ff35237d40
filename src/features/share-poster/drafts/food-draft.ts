import type { FoodHome } from '@types-shared/api/content'
import type { Locale, Translate } from '@/i18n'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/** A traveller's food-trail progress: how many of the trail's places they ate at, and in which cities. */
export function foodDraft(home: FoodHome, userId: number, t: Translate, locale: Locale): ShareDraft {
  const name = home.owner?.nickname ?? ''
  const title = t('sharePage.foodTitle', { name, eaten: home.eaten, total: home.total })
  const cities = home.cities
    .filter((c) => c.eaten > 0)
    .map((c) => (locale === 'en' ? c.cityEn || c.city : c.city))
  const detail = home.title
  return {
    target: { kind: 'food', userId },
    card: { kind: 'food', id: String(userId), title, byline: t('sharePage.campaignBy'), detail },
    subject: { title, text: detail },
    poster: {
      title,
      byline: t('sharePage.campaignBy'),
      detail,
      tags: cities.slice(0, 4),
      scanHint: t('sharePage.posterScan.food'),
    },
  }
}
