import { COEDIT_FIELD_RULES } from '../coedit'
import { coeditText, isCoeditCost, readCoeditItemFields, type CoeditItemFields } from '../coedit-fields'

// docs/co-editing.md "Materialisation": what the server writes to the tables and what the editor shows
// are the same reading of an item, so both take it from here.
const read = (fields: Record<string, unknown>) =>
  readCoeditItemFields((field: keyof CoeditItemFields) => fields[field])

const PLACE = { kind: 'place', placeId: 7 }

describe('an item is no item', () => {
  it.each([
    ['with no kind', { placeId: 7 }],
    ['with a kind outside the list', { kind: 'hotel', placeId: 7 }],
    ['when a place points at no place', { kind: 'place' }],
    ['when a place id is not a whole number', { kind: 'place', placeId: 7.5 }],
    ['when a place id is 0', { kind: 'place', placeId: 0 }],
    ['when a place id is past a row id', { kind: 'place', placeId: 2147483648 }],
    ['when a place id is a string', { kind: 'place', placeId: '7' }],
    ['when a leg points at no leg', { kind: 'transport', placeId: 7 }],
  ])('%s', (_name, fields) => {
    expect(read(fields)).toBeNull()
  })
})

describe('each field reads as null outside its rule', () => {
  it.each([
    ['time', '09:30', '09:30'],
    ['time', '23:59', '23:59'],
    ['time', '24:00', null],
    ['time', '9:30', null],
    ['time', 930, null],
    ['stay', 0, 0],
    ['stay', COEDIT_FIELD_RULES.STAY_MAX_MINUTES, COEDIT_FIELD_RULES.STAY_MAX_MINUTES],
    ['stay', COEDIT_FIELD_RULES.STAY_MAX_MINUTES + 1, null],
    ['stay', -1, null],
    ['stay', 1.5, null],
    ['note', '  by the river  ', 'by the river'],
    ['note', '   ', null],
    [
      'note',
      'x'.repeat(COEDIT_FIELD_RULES.NOTE_MAX_CHARS + 5),
      'x'.repeat(COEDIT_FIELD_RULES.NOTE_MAX_CHARS),
    ],
    ['cost', 12.5, 12.5],
    ['cost', 0, 0],
    ['cost', COEDIT_FIELD_RULES.COST_MAX + 1, null],
    ['cost', -1, null],
    ['cost', Number.NaN, null],
    ['cost', '12', null],
  ])('%s %p reads as %p', (field, value, expected) => {
    expect(read({ ...PLACE, [field]: value })?.[field as keyof CoeditItemFields]).toEqual(expected)
  })
})

describe('what an item points at follows its kind', () => {
  it('keeps only the place of a place, only the leg of a leg, and neither for a note', () => {
    expect(read({ kind: 'place', placeId: 7, transportId: 3 })).toMatchObject({
      placeId: 7,
      transportId: null,
    })
    expect(read({ kind: 'transport', placeId: 7, transportId: 3 })).toMatchObject({
      placeId: null,
      transportId: 3,
    })
    expect(read({ kind: 'note', placeId: 7, transportId: 3, note: 'rest' })).toEqual({
      kind: 'note',
      placeId: null,
      transportId: null,
      time: null,
      stay: null,
      note: 'rest',
      cost: null,
    })
  })
})

describe('the helpers the editor checks edits with', () => {
  it('takes a cost from 0 to the maximum, and no other value', () => {
    expect([0, 1, COEDIT_FIELD_RULES.COST_MAX].every(isCoeditCost)).toBe(true)
    expect([-0.01, COEDIT_FIELD_RULES.COST_MAX + 0.01, Infinity, '1', null].some(isCoeditCost)).toBe(false)
  })

  it('trims a title and cuts it to its limit', () => {
    expect(coeditText('  东京五日 ', 100)).toBe('东京五日')
    expect(coeditText('abcdef', 3)).toBe('abc')
    expect(coeditText(42, 3)).toBeNull()
  })
})
