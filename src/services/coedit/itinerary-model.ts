// The journey document read as a plain itinerary (docs/co-editing.md "Document model"), as the server
// materialises it (server/services/coedit/doc-model.ts readItinerary): fields outside the rules read as
// null, an item without its kind or its place/leg is skipped, and an id found twice (two people moved
// the same item at once) counts at its first place in day order. The editor shows what will be saved.
import * as Y from 'yjs'
import { COEDIT_DOC, COEDIT_FIELD_RULES } from '@types-shared/api/coedit'
import { coeditText, readCoeditItemFields, type CoeditItemFields } from '@types-shared/api/coedit-fields'

export interface CoeditItem extends CoeditItemFields {
  id: string
}

export interface CoeditDay {
  id: string
  title: string
  items: CoeditItem[]
}

export interface CoeditItinerary {
  title: string
  titleEn: string
  days: CoeditDay[]
}

export const docParts = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>(COEDIT_DOC.META),
  days: doc.getArray<Y.Map<unknown>>(COEDIT_DOC.DAYS),
  items: doc.getMap<Y.Map<unknown>>(COEDIT_DOC.ITEMS),
})

function readItem(id: string, m: Y.Map<unknown>): CoeditItem | null {
  const fields = readCoeditItemFields((field) => m.get(field))
  return fields && { id, ...fields }
}

/** The day maps in order, each id once (its first place), with its item id list. */
export function dayEntries(
  doc: Y.Doc,
): Array<{ id: string; map: Y.Map<unknown>; list: Y.Array<string> | null }> {
  const seen = new Set<string>()
  const out: Array<{ id: string; map: Y.Map<unknown>; list: Y.Array<string> | null }> = []
  for (const map of docParts(doc).days.toArray()) {
    if (!(map instanceof Y.Map)) continue
    const id = map.get('id')
    if (typeof id !== 'string' || !id || seen.has(id)) continue
    seen.add(id)
    const list = map.get('items')
    out.push({ id, map, list: list instanceof Y.Array ? (list as Y.Array<string>) : null })
  }
  return out
}

export function readItinerary(doc: Y.Doc): CoeditItinerary {
  const { meta, items } = docParts(doc)
  const seenItems = new Set<string>()
  const days = dayEntries(doc).map(({ id, map, list }): CoeditDay => {
    const dayItems: CoeditItem[] = []
    for (const key of list ? (list.toArray() as unknown[]) : []) {
      if (typeof key !== 'string' || seenItems.has(key)) continue
      seenItems.add(key)
      const m = items.get(key)
      const item = m instanceof Y.Map ? readItem(key, m) : null
      if (item) dayItems.push(item)
    }
    return {
      id,
      title: coeditText(map.get('title'), COEDIT_FIELD_RULES.DAY_TITLE_MAX_CHARS) ?? '',
      items: dayItems,
    }
  })
  return {
    title: coeditText(meta.get('title'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS) ?? '',
    titleEn: coeditText(meta.get('titleEn'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS) ?? '',
    days,
  }
}
