import type { JourneyDetail, PlaceBrief } from '@types-shared/api/journey'
import { localizedName, type Locale } from '@/i18n'
import type { CoeditItem } from '@/services/coedit'

/** What a row of the editor is called: a place's name, a leg's two ends, or nothing (a note). */
export interface ItemLabel {
  name: string
  nameEn: string
}

/**
 * The names the journey's own rows already carry (items that existed before co-editing are
 * `i<row id>` in the document), and its places by id: an item added since is named from its place.
 */
export function labelsFromJourney(journey: JourneyDetail): {
  items: Map<string, ItemLabel>
  places: Map<number, PlaceBrief>
} {
  const items = new Map<string, ItemLabel>()
  const places = new Map<number, PlaceBrief>()
  for (const day of journey.days)
    for (const item of day.items) {
      if (item.place) {
        places.set(item.place.id, item.place)
        items.set(`i${item.id}`, { name: item.place.name, nameEn: item.place.nameEn })
      } else if (item.transport) {
        const t = item.transport
        items.set(`i${item.id}`, {
          name: `${t.fromName} → ${t.toName}`,
          nameEn: `${t.fromName} → ${t.toName}`,
        })
      }
    }
  return { items, places }
}

/** The label to show for an item, in the reader's language; null while a new place's name loads. */
export function itemName(
  item: CoeditItem,
  labels: { items: Map<string, ItemLabel>; places: Map<number, Pick<PlaceBrief, 'name' | 'nameEn'>> },
  locale: Locale,
): string | null {
  const place = item.placeId !== null ? labels.places.get(item.placeId) : undefined
  const label = place ?? labels.items.get(item.id)
  return label ? localizedName(label.name, label.nameEn, locale) : null
}

/** Minutes typed in a field: a whole number 0-1440, empty for none; undefined when not valid. */
export function parseMinutes(text: string): number | null | undefined {
  const s = text.trim()
  if (!s) return null
  if (!/^\d{1,4}$/.test(s)) return undefined
  const n = Number(s)
  return n <= 24 * 60 ? n : undefined
}

/** A cost typed in a field: up to two decimals, empty for none; undefined when not valid. */
export function parseCost(text: string): number | null | undefined {
  const s = text.trim()
  if (!s) return null
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return undefined
  return Number(s)
}

/** A time typed in a field: H:MM or HH:MM (the full-width colon too), empty for none. */
export function parseTime(text: string): string | null | undefined {
  const s = text.trim().replace('：', ':')
  if (!s) return null
  const m = /^(\d{1,2}):(\d{2})$/.exec(s)
  if (!m) return undefined
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 23 || min > 59) return undefined
  return `${String(h).padStart(2, '0')}:${m[2]}`
}
