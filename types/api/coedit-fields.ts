// How one itinerary item's fields and a title are read from the journey document (docs/co-editing.md
// "Materialisation"): the server reads them so when it writes the tables, and the editor so when it
// shows what will be saved. A field outside the rules reads as null; an item with no kind, or with no
// place or leg to point at, is no item.
import { COEDIT_FIELD_RULES, COEDIT_ITEM_KINDS, type CoeditItemKind } from './coedit'

export interface CoeditItemFields {
  kind: CoeditItemKind
  placeId: number | null
  transportId: number | null
  /** 'HH:MM' */
  time: string | null
  /** Minutes. */
  stay: number | null
  note: string | null
  cost: number | null
}

/** Largest id a table row can have (a signed 32-bit integer on both engines). */
const ROW_ID_MAX = 2147483647

/** A non-blank string, trimmed and cut to `max` characters; anything else is null. */
export const coeditText = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null

const wholeIn = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null

export const isCoeditCost = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= COEDIT_FIELD_RULES.COST_MAX

/** An item's fields through `get` (a Y.Map's), or null when it is no item. */
export function readCoeditItemFields(
  get: (field: keyof CoeditItemFields) => unknown,
): CoeditItemFields | null {
  const kind = get('kind') as CoeditItemKind
  if (!COEDIT_ITEM_KINDS.includes(kind)) return null
  const placeId = wholeIn(get('placeId'), 1, ROW_ID_MAX)
  const transportId = wholeIn(get('transportId'), 1, ROW_ID_MAX)
  if ((kind === 'place' && placeId === null) || (kind === 'transport' && transportId === null)) return null
  const time = get('time')
  const cost = get('cost')
  return {
    kind,
    placeId: kind === 'place' ? placeId : null,
    transportId: kind === 'transport' ? transportId : null,
    time: typeof time === 'string' && COEDIT_FIELD_RULES.TIME_PATTERN.test(time) ? time : null,
    stay: wholeIn(get('stay'), 0, COEDIT_FIELD_RULES.STAY_MAX_MINUTES),
    note: coeditText(get('note'), COEDIT_FIELD_RULES.NOTE_MAX_CHARS),
    cost: isCoeditCost(cost) ? cost : null,
  }
}
