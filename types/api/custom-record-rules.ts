// The rules of a custom check-in record (docs/checkin-records.md): plain constants and functions, no
// TypeBox, so the site's create form checks exactly what the server checks (types/api/checkin.ts
// CreateCustomBody is built from the limits; server/routes/checkin-records.ts calls visitedOnProblem).

export const CUSTOM_NAME_MAX = 40
export const CUSTOM_NOTE_MAX = 200
export const CUSTOM_PHOTOS_MAX = 9
/** The earliest visit a record may carry. */
export const VISITED_ON_EARLIEST = '1900-01-01'
/**
 * How far past the server's (UTC) today a visit may lie: a traveller east of UTC is already on the next
 * day when the server is not.
 */
export const VISITED_ON_GRACE_DAYS = 1

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (no 2024-02-30, no 2023-13-01). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** A calendar day `days` after (or before) the given one, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export type VisitedOnProblem = 'format' | 'too-early' | 'future'

/**
 * Why a visit date cannot be kept, or null when it can: it must be a calendar day, not before 1900 and
 * not after `latest` (the server: its UTC today plus the grace day; the site: the traveller's today).
 * YYYY-MM-DD strings compare as the days they name.
 */
export function visitedOnProblem(value: string, latest: string): VisitedOnProblem | null {
  if (!isCalendarDate(value)) return 'format'
  if (value < VISITED_ON_EARLIEST) return 'too-early'
  if (value > latest) return 'future'
  return null
}
