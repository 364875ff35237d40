// The countdown counts by the server's clock, not the phone's: a phone set a day wrong would otherwise
// promise the festival a day early. The page keeps the difference between the two clocks (taken when the
// answer arrived) and adds it to the phone's clock each second; the phone only measures elapsed time.

export interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
}

const SECOND = 1000

/** Server time minus device time, in ms; 0 when the server's time cannot be read. */
export function clockOffset(serverNow: string, deviceNow: number = Date.now()): number {
  const server = Date.parse(serverNow)
  return Number.isFinite(server) ? server - deviceNow : 0
}

/** What is left until the festival at `nowMs` (server time), or null once it has begun. */
export function remaining(festivalAt: string, nowMs: number): Remaining | null {
  const at = Date.parse(festivalAt)
  if (!Number.isFinite(at)) return null
  // Whole seconds, rounded up, so "0 seconds" shows only at the festival itself.
  const left = Math.ceil((at - nowMs) / SECOND)
  if (left <= 0) return null
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  }
}

/** Two digits for the clock's hours, minutes and seconds. */
export const pad2 = (n: number) => String(n).padStart(2, '0')

const BEIJING_OFFSET_MS = 8 * 3_600_000

/**
 * Once the countdown is over: the festival's own day (Beijing calendar), or the days after it while the
 * server still shows this festival (until the Lantern Festival, docs/content.md).
 */
export function festivalPhase(festivalDate: string, nowMs: number): 'today' | 'season' {
  const beijingDay = new Date(nowMs + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
  return beijingDay === festivalDate ? 'today' : 'season'
}
