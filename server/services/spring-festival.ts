// The Spring Festival special (issue 16): which festival the countdown is for.
// Rule (docs/content.md "Spring Festival"): the page shows a year's festival from the day after the
// previous Lantern Festival until its own Lantern Festival (day 15 of the first month, the festival's
// first day + 14 days, Beijing time), then the next year's. Before the festival the countdown runs;
// during the fifteen days it says the festival is on.
export const CHINESE_NEW_YEAR = [
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
  '2032-02-11',
  '2033-01-31',
  '2034-02-19',
  '2035-02-08',
] as const

const DAY_MS = 86_400_000
const BEIJING_OFFSET_MS = 8 * 3_600_000
export const LANTERN_DAYS_AFTER = 14

/** The calendar day in Beijing of an instant, `YYYY-MM-DD`. */
export function beijingDay(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/**
 * The festival the page is about on `now`: the first one whose Lantern Festival is today or later
 * (Beijing calendar). After the table's last festival it stays on that one (the table must be extended).
 */
export function festivalFor(now: Date): { festivalDate: string; festivalAt: string } {
  const today = beijingDay(now)
  const festivalDate =
    CHINESE_NEW_YEAR.find((d) => addDays(d, LANTERN_DAYS_AFTER) >= today) ??
    CHINESE_NEW_YEAR[CHINESE_NEW_YEAR.length - 1]
  return { festivalDate, festivalAt: `${festivalDate}T00:00:00+08:00` }
}
