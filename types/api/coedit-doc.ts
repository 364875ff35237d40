// Reading a journey's document (docs/co-editing.md "Document model"), one way for the server, which
// writes what it reads to the tables, and for the editor, which shows what will be saved: fields outside
// the rules read as null, an item with no kind or no place/leg to point at is skipped, and an id found
// twice (two people moved the same day or item at once) counts at its first place in day order.
import * as Y from 'yjs'
import { COEDIT_DOC, COEDIT_FIELD_RULES } from './coedit'
import { coeditText, readCoeditItemFields, type CoeditItemFields } from './coedit-fields'

export const docParts = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>(COEDIT_DOC.META),
  days: doc.getArray<Y.Map<unknown>>(COEDIT_DOC.DAYS),
  items: doc.getMap<Y.Map<unknown>>(COEDIT_DOC.ITEMS),
})

export interface CoeditDayEntry {
  id: string
  map: Y.Map<unknown>
  /** The day's item ids, or null when the day has no list. */
  list: Y.Array<string> | null
}

/** The day maps in order, each id once (its first place). */
export function dayEntries(doc: Y.Doc): CoeditDayEntry[] {
  const seen = new Set<string>()
  const out: CoeditDayEntry[] = []
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

export interface CoeditDocItem extends CoeditItemFields {
  id: string
}

export interface CoeditDocDay {
  id: string
  title: string
  items: CoeditDocItem[]
}

export interface CoeditDocRead {
  /** Null when the document has none (or only blanks): the reader decides what stands in. */
  title: string | null
  titleEn: string | null
  days: CoeditDocDay[]
  /** Listed ids whose item is gone or is no item (removed while another moved it). */
  skipped: number
}

export function readCoeditDoc(doc: Y.Doc): CoeditDocRead {
  const { meta, items } = docParts(doc)
  const seenItems = new Set<string>()
  let skipped = 0
  const days = dayEntries(doc).map(({ id, map, list }): CoeditDocDay => {
    const dayItems: CoeditDocItem[] = []
    for (const key of list ? (list.toArray() as unknown[]) : []) {
      if (typeof key !== 'string' || seenItems.has(key)) continue
      seenItems.add(key)
      const m = items.get(key)
      const fields = m instanceof Y.Map ? readCoeditItemFields((field) => m.get(field)) : null
      if (fields) dayItems.push({ id: key, ...fields })
      else skipped++
    }
    return {
      id,
      title: coeditText(map.get('title'), COEDIT_FIELD_RULES.DAY_TITLE_MAX_CHARS) ?? '',
      items: dayItems,
    }
  })
  return {
    title: coeditText(meta.get('title'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS),
    titleEn: coeditText(meta.get('titleEn'), COEDIT_FIELD_RULES.TITLE_MAX_CHARS),
    days,
    skipped,
  }
}
