import { VISITOR_ID_PREFIX } from './constants'

export interface VisitorRecord {
  userId: string
}

/** `u_` + a random string + the timestamp (SPEC.md section 3). */
export function createVisitorId(now: number = Date.now(), random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')
  return `${VISITOR_ID_PREFIX}${part()}${part()}${now}`
}

export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && /^u_[0-9a-z]{12}\d{10,}$/.test(value)

/** A stored record is trusted only if it has the right shape; anything else is replaced. */
export function parseVisitorRecord(raw: string | null | undefined): VisitorRecord | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && isVisitorId((parsed as VisitorRecord).userId)) {
      return { userId: (parsed as VisitorRecord).userId }
    }
  } catch {
    // Corrupt storage is treated as no record.
  }
  return null
}
