// Issue 19: the itinerary read from the journey document and the editor's operations on it, each one
// transaction; and what two people doing things at once leave (docs/co-editing.md "Document model").
import * as Y from 'yjs'
import { readItinerary } from '../itinerary-model'
import {
  addDay,
  addPlaceItem,
  editItem,
  moveItem,
  removeDay,
  removeItem,
  setDayTitle,
  setTitle,
  ItineraryEditError,
} from '../itinerary-edits'
import { seededDoc } from './support/relay'

/** Days as `id: item ids`, the shape most cases check. */
const shape = (doc: Y.Doc) =>
  readItinerary(doc).days.map((d) => `${d.id}: ${d.items.map((i) => i.id).join(' ')}`)

function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc()
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc))
  return copy
}

/** Both ways, as the sync does. */
function exchange(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)))
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)))
}

describe('itinerary edits', () => {
  it.each<[string, (doc: Y.Doc) => void, string[]]>([
    ['moves an item within its day', (doc) => moveItem(doc, 'i2', 'd1', 0), ['d1: i2 i1', 'd2: ']],
    ['moves an item to another day', (doc) => moveItem(doc, 'i1', 'd2'), ['d1: i2', 'd2: i1']],
    ['clamps a move past the end', (doc) => moveItem(doc, 'i1', 'd1', 99), ['d1: i2 i1', 'd2: ']],
    ['removes an item', (doc) => removeItem(doc, 'i1'), ['d1: i2', 'd2: ']],
    ['removes a day with its items', (doc) => removeDay(doc, 'd1'), ['d2: ']],
    [
      'removes a day, moving its items to another first',
      (doc) => removeDay(doc, 'd1', { moveItemsTo: 'd2' }),
      ['d2: i1 i2'],
    ],
  ])('%s', (_name, edit, expected) => {
    const doc = seededDoc()
    edit(doc)
    expect(shape(doc)).toEqual(expected)
  })

  it('each edit is one transaction: one update for the wire', () => {
    const doc = seededDoc()
    const updates: Uint8Array[] = []
    doc.on('update', (u: Uint8Array) => updates.push(u))
    moveItem(doc, 'i1', 'd2')
    addPlaceItem(doc, 'd1', { placeId: 5, time: '08:00', stay: 30 })
    removeDay(doc, 'd2')
    expect(updates).toHaveLength(3)
  })

  it('adds a place with a fresh id and its fields, and a day with a fresh id', () => {
    const doc = seededDoc()
    const day = addDay(doc, ' 第三天 ')
    const a = addPlaceItem(doc, day, { placeId: 7, time: '09:15', stay: 45, note: ' 排队 ', cost: 120 })
    const b = addPlaceItem(doc, day, { placeId: 8, index: 0 })
    expect(new Set([day, a, b, 'd1', 'd2', 'i1', 'i2']).size).toBe(7)
    const it = readItinerary(doc)
    expect(it.days[2]).toEqual({
      id: day,
      title: '第三天',
      items: [
        {
          id: b,
          kind: 'place',
          placeId: 8,
          transportId: null,
          time: null,
          stay: null,
          note: null,
          cost: null,
        },
        {
          id: a,
          kind: 'place',
          placeId: 7,
          transportId: null,
          time: '09:15',
          stay: 45,
          note: '排队',
          cost: 120,
        },
      ],
    })
  })

  it('edits time, stay, note and cost, and clears them with null', () => {
    const doc = seededDoc()
    editItem(doc, 'i1', { time: '23:59', stay: 1440, note: 'x'.repeat(600), cost: 0 })
    expect(readItinerary(doc).days[0].items[0]).toMatchObject({ time: '23:59', stay: 1440, cost: 0 })
    expect(readItinerary(doc).days[0].items[0].note).toHaveLength(500)
    editItem(doc, 'i1', { time: null, note: null })
    expect(readItinerary(doc).days[0].items[0]).toMatchObject({ time: null, note: null, stay: 1440 })
  })

  it.each<[string, () => void, string]>([
    ['a time not HH:MM', () => editItem(seededDoc(), 'i1', { time: '24:00' }), 'invalid-field'],
    ['a stay over a day', () => editItem(seededDoc(), 'i1', { stay: 1441 }), 'invalid-field'],
    ['a negative cost', () => editItem(seededDoc(), 'i1', { cost: -1 }), 'invalid-field'],
    ['an unknown item', () => editItem(seededDoc(), 'nope', { note: 'x' }), 'unknown-item'],
    ['a move to an unknown day', () => moveItem(seededDoc(), 'i1', 'd9'), 'unknown-day'],
    ['a place without an id', () => addPlaceItem(seededDoc(), 'd1', { placeId: 0 }), 'invalid-field'],
  ])('refuses %s with a typed error', (_name, edit, code) => {
    expect(edit).toThrow(ItineraryEditError)
    expect(edit).toThrow(expect.objectContaining({ code }))
  })

  it('sets the titles', () => {
    const doc = seededDoc()
    setTitle(doc, '大阪', 'zh')
    setTitle(doc, 'Osaka', 'en')
    setDayTitle(doc, 'd2', '环球影城')
    const it = readItinerary(doc)
    expect([it.title, it.titleEn, it.days[1].title]).toEqual(['大阪', 'Osaka', '环球影城'])
  })
})

describe('concurrent edits', () => {
  it('a move and an edit of the same item at once leave one item, moved, with the edit', () => {
    const a = seededDoc()
    const b = copyOf(a)
    moveItem(a, 'i1', 'd2')
    editItem(b, 'i1', { time: '14:30', note: '买票' })
    exchange(a, b)
    for (const doc of [a, b]) {
      expect(shape(doc)).toEqual(['d1: i2', 'd2: i1'])
      expect(readItinerary(doc).days[1].items[0]).toMatchObject({ time: '14:30', note: '买票' })
    }
  })

  it('two moves of the same item at once keep it once, at its first place in day order', () => {
    const a = seededDoc()
    const b = copyOf(a)
    addDay(a, 'd3 by a')
    exchange(a, b)
    const d3 = readItinerary(a).days[2].id
    moveItem(a, 'i1', 'd2')
    moveItem(b, 'i1', d3)
    exchange(a, b)
    expect(shape(a)).toEqual(shape(b))
    expect(shape(a)).toEqual(['d1: i2', 'd2: i1', `${d3}: `])
    // The next move cleans the copy the concurrent moves left.
    moveItem(a, 'i1', 'd1', 0)
    expect(
      a
        .getArray<Y.Map<unknown>>('days')
        .toArray()
        .flatMap((d) => (d.get('items') as Y.Array<string>).toArray()),
    ).toEqual(['i1', 'i2'])
  })

  it('a removal and an edit at once: removal wins, nothing dangles', () => {
    const a = seededDoc()
    const b = copyOf(a)
    removeItem(a, 'i2')
    editItem(b, 'i2', { note: 'late edit' })
    exchange(a, b)
    for (const doc of [a, b]) expect(shape(doc)).toEqual(['d1: i1', 'd2: '])
  })

  it('an update applied twice changes nothing', () => {
    const a = seededDoc()
    const b = copyOf(a)
    const updates: Uint8Array[] = []
    a.on('update', (u: Uint8Array) => updates.push(u))
    addPlaceItem(a, 'd2', { placeId: 9 })
    updates.forEach((u) => Y.applyUpdate(b, u))
    updates.forEach((u) => Y.applyUpdate(b, u))
    expect(shape(b)).toEqual(shape(a))
    expect(readItinerary(b).days[1].items).toHaveLength(1)
  })
})
