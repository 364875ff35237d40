/**
 * Reads the dates and moments the API sends, for display in the reader's local time. The client needs
 * only calendar parts (year, month, day, weekday, hours, minutes); dayjs did this for 3 KB on every
 * journey's first load (issue 18), so the reading is here and dayjs stays on the server.
 */

/** A date or moment without a zone: "2025-04-03", "2025-04-03 09:30", "2025-04-03T09:30:15.250". */
const LOCAL_MOMENT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/
/** A moment with its zone (ISO 8601), which the engine parses exactly once written in the spec's form. */
const ZONED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i

/**
 * The moment as a Date, or null when it is not one. A value without a zone is local time, as dayjs read
 * it (Safari's Date would refuse "2025-04-03 09:30"); a day that does not exist ("2025-02-30") is refused
 * rather than rolled into the next month.
 */
export function parseMoment(value: string): Date | null {
  const text = value.trim()
  const local = LOCAL_MOMENT.exec(text)
  if (local) {
    const [year, month, day, hours, minutes, seconds] = local.slice(1, 7).map((part) => Number(part ?? 0))
    if (hours > 23 || minutes > 59 || seconds > 59) return null
    const date = new Date(year, month - 1, day, hours, minutes, seconds)
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
      ? date
      : null
  }
  if (!ZONED_MOMENT.test(text)) return null
  // The spec's own form (upper-case T and Z, a colon in the offset): engines differ only outside it.
  const date = new Date(text.toUpperCase().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  return Number.isNaN(date.getTime()) ? null : date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "2025-04-03": the local calendar day of a moment. */
export const calendarDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** "09:05": the local time of day of a moment, on the 24-hour clock. */
export const clockTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`
