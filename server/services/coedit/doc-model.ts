// The journey document (docs/co-editing.md "Document model"). One Y.Doc per journey:
//   meta:  Y.Map   { title, titleEn }
//   days:  Y.Array of Y.Map { id, title, items: Y.Array<string> }   (the order of days and of each
//          day's item ids)
//   items: Y.Map   item id -> Y.Map { kind, placeId, transportId, time, stay, note, cost }
// An item's fields live once, in `items`; days hold only ids. A move (within or across days) deletes
// the id from one list and inserts it in another, so it never copies fields: an edit of the item made
// at the same time lands on the one Y.Map, and nothing is duplicated. Two people moving the same item
// at once can leave its id in two lists: reading keeps its first place (days in order) and drops the
// rest, as the editor must.
import * as Y from 'yjs'
import { COEDIT_DOC, COEDIT_FIELD_RULES } from '../../../types/api/coedit'
import { coeditText, readCoeditItemFields } from '../../../types/api/coedit-fields'
import type { Itinerary, ItineraryDay, ItineraryItem } from '../../repositories/coedit-itinerary'

/** Seeds are written by this client id, so two instances seeding the same journey write the same items. */
const SEED_CLIENT_ID = 0

export const docParts = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>(COEDIT_DOC.META),
  days: doc.getArray<Y.Map<unknown>>(COEDIT_DOC.DAYS),
  items: doc.getMap<Y.Map<unknown>>(COEDIT_DOC.ITEMS),
})

/** The first state of a journey's document, from its itinerary as the tables hold it. */
export function seedState(it: Itinerary): Uint8Array {
  const doc = new Y.Doc()
  doc.clientID = SEED_CLIENT_ID
  const { meta, days, items } = docParts(doc)
  doc.transact(() => {
    meta.set('title', it.title)
    meta.set('titleEn', it.titleEn)
    for (const day of it.days) {
      const d = new Y.Map<unknown>()
      d.set('id', day.key)
      d.set('title', day.title)
      const ids = new Y.Array<string>()
      ids.push(day.items.map((i) => i.key))
      d.set('items', ids)
      days.push([d])
      for (const item of day.items) {
        const m = new Y.Map<unknown>()
        for (const [k, v] of Object.entries(itemFields(item))) if (v !== null) m.set(k, v)
        items.set(item.key, m)
      }
    }
  })
  const state = Y.encodeStateAsUpdate(doc)
  doc.destroy()
  return state
}

function itemFields(i: ItineraryItem) {
  return {
    kind: i.kind,
    placeId: i.placeId,
    transportId: i.transportId,
    time: i.time,
    stay: i.stay,
    note: i.note,
    cost: i.cost,
  }
}

/** An item's fields as the tables take them (the shared rules), or null when it is no item. */
function readItem(key: string, m: Y.Map<unknown>): ItineraryItem | null {
  const fields = readCoeditItemFields((field) => m.get(field))
  return fields && { key, ...fields }
}

/**
 * The itinerary a document holds, checked for form and with duplicate ids dropped (first place wins);
 * `fallback` gives the titles when the document's are missing or empty. Items whose fields are gone
 * (removed while another moved them) are skipped.
 */
export function readItinerary(
  doc: Y.Doc,
  fallback: { title: string; titleEn: string },
): {
  itinerary: Itinerary
  skipped: number
} {
  const { meta, days, items } = docParts(doc)
  const seenDays = new Set<string>()
  const seenItems = new Set<string>()
  let skipped = 0
  const out: ItineraryDay[] = []
  for (const d of days.toArray()) {
    if (!(d instanceof Y.Map)) continue
    const id = d.get('id')
    if (typeof id !== 'string' || !id || seenDays.has(id)) continue
    seenDays.add(id)
    const list = d.get('items')
    const dayItems: ItineraryItem[] = []
    for (const key of list instanceof Y.Array ? (list.toArray() as unknown[]) : []) {
      if (typeof key !== 'string' || seenItems.has(key)) continue
      seenItems.add(key)
      const m = items.get(key)
      const item = m instanceof Y.Map ? readItem(key, m) : null
      if (item) dayItems.push(item)
      else skipped++
    }
    out.push({
      key: id,
      title: coeditText(d.get('title'), COEDIT_FIELD_RULES.DAY_TITLE_MAX_CHARS) ?? '',
      items: dayItems,
    })
  }
  return {
    itinerary: {
      title: coeditText(meta.get('title'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS) ?? fallback.title,
      titleEn: coeditText(meta.get('titleEn'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS) ?? fallback.titleEn,
      days: out,
    },
    skipped,
  }
}
