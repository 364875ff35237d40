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
import { docParts, readCoeditDoc } from '../../../types/api/coedit-doc'
import type { Itinerary, ItineraryItem } from '../../repositories/coedit-itinerary'

/** Seeds are written by this client id, so two instances seeding the same journey write the same items. */
const SEED_CLIENT_ID = 0

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

/**
 * The itinerary a document holds, read by the rules the editor reads it by (types/api/coedit-doc.ts);
 * `fallback` gives the titles when the document's are missing or empty.
 */
export function readItinerary(
  doc: Y.Doc,
  fallback: { title: string; titleEn: string },
): {
  itinerary: Itinerary
  skipped: number
} {
  const read = readCoeditDoc(doc)
  return {
    itinerary: {
      title: read.title ?? fallback.title,
      titleEn: read.titleEn ?? fallback.titleEn,
      days: read.days.map((day) => ({
        key: day.id,
        title: day.title,
        items: day.items.map(({ id, ...fields }) => ({ key: id, ...fields })),
      })),
    },
    skipped: read.skipped,
  }
}
