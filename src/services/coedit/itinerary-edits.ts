// The editor's changes to the journey document, each one Y transaction (one update on the wire, one
// step of undo). Fields live once in `items`, days hold ids (docs/co-editing.md "Document model"): a
// move deletes an id from one list and inserts it in another, never copies fields, so an edit of the
// item made elsewhere at the same time lands on the one item and nothing is duplicated.
import * as Y from 'yjs'
import { COEDIT_FIELD_RULES } from '@types-shared/api/coedit'
import { isCoeditCost } from '@types-shared/api/coedit-fields'
import { dayEntries, docParts } from '@types-shared/api/coedit-doc'

export const ITINERARY_EDIT_ERRORS = {
  UNKNOWN_ITEM: 'unknown-item',
  UNKNOWN_DAY: 'unknown-day',
  INVALID_FIELD: 'invalid-field',
} as const
export type ItineraryEditErrorCode = (typeof ITINERARY_EDIT_ERRORS)[keyof typeof ITINERARY_EDIT_ERRORS]

export class ItineraryEditError extends Error {
  readonly code: ItineraryEditErrorCode
  constructor(code: ItineraryEditErrorCode, message: string) {
    super(message)
    this.name = 'ItineraryEditError'
    this.code = code
  }
}

/**
 * A fresh id for a day or item: random, so two people adding at once never collide (the server keeps
 * it in the row's doc_key). crypto.randomUUID where there is one; mini-programs have no crypto.
 */
export function newDocId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (typeof c?.randomUUID === 'function') return c.randomUUID()
  const hex = () =>
    Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  return `${hex()}-${hex()}-${hex()}-${hex()}`
}

function dayList(doc: Y.Doc, dayId: string): Y.Array<string> {
  const day = dayEntries(doc).find((d) => d.id === dayId)
  if (!day) throw new ItineraryEditError('unknown-day', `no day ${dayId}`)
  if (day.list) return day.list
  // A day written without its list (never by this client): give it one.
  const list = new Y.Array<string>()
  day.map.set('items', list)
  return list
}

function itemMap(doc: Y.Doc, itemId: string): Y.Map<unknown> {
  const m = docParts(doc).items.get(itemId)
  if (!(m instanceof Y.Map)) throw new ItineraryEditError('unknown-item', `no item ${itemId}`)
  return m
}

/** Deletes every occurrence of the id from every day (also the copies a concurrent move left). */
function unlist(doc: Y.Doc, itemId: string): void {
  for (const { list } of dayEntries(doc)) {
    if (!list) continue
    const ids = list.toArray()
    for (let i = ids.length - 1; i >= 0; i--) if (ids[i] === itemId) list.delete(i, 1)
  }
}

const clampIndex = (index: number | undefined, length: number) =>
  index === undefined ? length : Math.max(0, Math.min(length, Math.trunc(index)))

/** Moves an item to `index` of a day (the same day or another); the index counts without the item. */
export function moveItem(doc: Y.Doc, itemId: string, toDayId: string, index?: number): void {
  itemMap(doc, itemId)
  doc.transact(() => {
    const target = dayList(doc, toDayId)
    unlist(doc, itemId)
    target.insert(clampIndex(index, target.length), [itemId])
  })
}

export interface ItemFields {
  time?: string | null
  stay?: number | null
  note?: string | null
  cost?: number | null
}

/** Checks edited fields against the rules the server saves by (types/api/coedit.ts COEDIT_FIELD_RULES). */
function checkedFields(fields: ItemFields): ItemFields {
  const out: ItemFields = {}
  if (fields.time !== undefined) {
    if (fields.time !== null && !COEDIT_FIELD_RULES.TIME_PATTERN.test(fields.time))
      throw new ItineraryEditError('invalid-field', `time ${fields.time} is not HH:MM`)
    out.time = fields.time
  }
  if (fields.stay !== undefined) {
    const ok =
      fields.stay === null ||
      (Number.isInteger(fields.stay) &&
        fields.stay >= 0 &&
        fields.stay <= COEDIT_FIELD_RULES.STAY_MAX_MINUTES)
    if (!ok) throw new ItineraryEditError('invalid-field', `stay ${fields.stay} is not 0-1440 minutes`)
    out.stay = fields.stay
  }
  if (fields.cost !== undefined) {
    if (fields.cost !== null && !isCoeditCost(fields.cost))
      throw new ItineraryEditError('invalid-field', `cost ${fields.cost} is out of range`)
    out.cost = fields.cost
  }
  if (fields.note !== undefined) {
    const note = fields.note?.trim().slice(0, COEDIT_FIELD_RULES.NOTE_MAX_CHARS) ?? ''
    out.note = note || null
  }
  return out
}

function writeFields(m: Y.Map<unknown>, fields: ItemFields) {
  for (const [key, value] of Object.entries(fields)) {
    // A cleared field is deleted, not set to null: the server reads a missing field as null too.
    if (value === null) m.delete(key)
    else m.set(key, value)
  }
}

/** Edits an item's time, stay, note or cost; null clears one. Only the fields given change. */
export function editItem(doc: Y.Doc, itemId: string, fields: ItemFields): void {
  const m = itemMap(doc, itemId)
  const checked = checkedFields(fields)
  doc.transact(() => writeFields(m, checked))
}

/** Adds a place to a day (at the end, or at `index`); returns the new item's id. */
export function addPlaceItem(
  doc: Y.Doc,
  dayId: string,
  place: { placeId: number; index?: number } & ItemFields,
): string {
  if (!Number.isInteger(place.placeId) || place.placeId < 1)
    throw new ItineraryEditError('invalid-field', `place ${place.placeId} is not a place id`)
  const { placeId, index, ...rest } = place
  const checked = checkedFields(rest)
  const id = newDocId()
  doc.transact(() => {
    const list = dayList(doc, dayId)
    const m = new Y.Map<unknown>()
    m.set('kind', 'place')
    m.set('placeId', placeId)
    writeFields(m, checked)
    docParts(doc).items.set(id, m)
    list.insert(clampIndex(index, list.length), [id])
  })
  return id
}

/** Removes an item: its id from its day and its fields (a concurrent edit of it is lost: removal wins). */
export function removeItem(doc: Y.Doc, itemId: string): void {
  itemMap(doc, itemId)
  doc.transact(() => {
    unlist(doc, itemId)
    docParts(doc).items.delete(itemId)
  })
}

/** Appends a day (days are not reordered, issue 19); returns its id. */
export function addDay(doc: Y.Doc, title = ''): string {
  const id = newDocId()
  doc.transact(() => {
    const day = new Y.Map<unknown>()
    day.set('id', id)
    day.set('title', title.trim().slice(0, COEDIT_FIELD_RULES.DAY_TITLE_MAX_CHARS))
    day.set('items', new Y.Array<string>())
    docParts(doc).days.push([day])
  })
  return id
}

/**
 * Removes a day with its items, unless `moveItemsTo` names a day to take them (appended there). Items
 * also listed in another day (a concurrent move) keep their fields.
 */
export function removeDay(doc: Y.Doc, dayId: string, options: { moveItemsTo?: string } = {}): void {
  const list = dayList(doc, dayId)
  if (options.moveItemsTo === dayId)
    throw new ItineraryEditError('unknown-day', 'a day cannot take the items of its own removal')
  if (options.moveItemsTo !== undefined) dayList(doc, options.moveItemsTo)
  doc.transact(() => {
    const ids = [...new Set(list.toArray())]
    const { days, items } = docParts(doc)
    const all = days.toArray()
    for (let i = all.length - 1; i >= 0; i--)
      if (all[i] instanceof Y.Map && all[i].get('id') === dayId) days.delete(i, 1)
    if (options.moveItemsTo !== undefined) {
      const target = dayList(doc, options.moveItemsTo)
      const present = new Set(target.toArray())
      target.push(ids.filter((id) => !present.has(id)))
      return
    }
    const elsewhere = new Set(dayEntries(doc).flatMap((d) => d.list?.toArray() ?? []))
    for (const id of ids) if (!elsewhere.has(id)) items.delete(id)
  })
}

/** Sets the journey's title, in Chinese (`title`) or English (`titleEn`). */
export function setTitle(doc: Y.Doc, title: string, language: 'zh' | 'en' = 'zh'): void {
  const value = title.trim().slice(0, COEDIT_FIELD_RULES.TITLE_MAX_CHARS)
  doc.transact(() => docParts(doc).meta.set(language === 'en' ? 'titleEn' : 'title', value))
}

/** Sets a day's title. */
export function setDayTitle(doc: Y.Doc, dayId: string, title: string): void {
  const day = dayEntries(doc).find((d) => d.id === dayId)
  if (!day) throw new ItineraryEditError('unknown-day', `no day ${dayId}`)
  doc.transact(() => day.map.set('title', title.trim().slice(0, COEDIT_FIELD_RULES.DAY_TITLE_MAX_CHARS)))
}
