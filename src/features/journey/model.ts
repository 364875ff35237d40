import { localizedName, type Locale } from '@/i18n'
import type { JourneyDay, JourneyDetail, JourneyItem, PlaceBrief } from '@types-shared/api/journey'

export type { JourneyDay, JourneyDetail, JourneyItem, PlaceBrief }

/** The places of a day in visiting order, for the map and the numbered cards. */
export function dayPlaces(day: JourneyDay): PlaceBrief[] {
  return day.items.flatMap((item) => (item.kind === 'place' && item.place ? [item.place] : []))
}

/** 1-based visiting number of each place item of a day, keyed by item id. */
export function placeNumbers(day: JourneyDay): Map<number, number> {
  const numbers = new Map<number, number>()
  let n = 0
  for (const item of day.items) if (item.kind === 'place' && item.place) numbers.set(item.id, ++n)
  return numbers
}

/** The journey's title in the reader's language: the English title where there is one. */
export function journeyTitle(journey: Pick<JourneyDetail, 'title' | 'titleEn'>, locale: Locale): string {
  return localizedName(journey.title, journey.titleEn, locale)
}
