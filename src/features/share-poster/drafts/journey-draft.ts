import type { JourneyDetail } from '@types-shared/api/journey'
import { localizedName, localizedNames, type Locale, type Translate } from '@/i18n'
import { api } from '@/services/site-client'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/** A journey's share: its own title and cities in the reader's language; POST share/journey/for/web counts it. */
export function journeyDraft(journey: JourneyDetail, t: Translate, locale: Locale): ShareDraft {
  const title = localizedName(journey.title, journey.titleEn, locale)
  const cities = localizedNames(journey.cities, journey.citiesEn, locale)
  const days = t('sharePage.cardDays', { days: journey.dayCount })
  return {
    target: { kind: 'journey', id: journey.id },
    card: {
      kind: 'journey',
      id: String(journey.id),
      title,
      cover: journey.cover,
      byline: t('sharePage.cardAuthor', { name: journey.owner.nickname }),
      detail:
        cities.length > 0 ? `${days} · ${t('sharePage.cardCities', { cities: cities.join(' · ') })}` : days,
    },
    subject: { title, text: journey.summary, cover: journey.cover },
    poster: {
      title,
      byline: t('sharePage.cardAuthor', { name: journey.owner.nickname }),
      detail: t('sharePage.posterStats', { days: journey.dayCount, places: journey.stats.places }),
      tags: cities,
      scanHint: t('sharePage.posterScan'),
    },
    count: (channel) => api('shareJourney', { journeyId: journey.id, channel }),
  }
}
