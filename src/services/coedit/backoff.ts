// How long to wait before reconnecting: doubling from `baseMs` to `maxMs`, each wait drawn between
// half and all of it ("equal jitter"), so the clients a server restart dropped do not all return in
// the same instant (docs/co-editing.md: 1001 "reconnect (any instance)").

export interface BackoffOptions {
  baseMs: number
  maxMs: number
}

export const COEDIT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 }

/** The wait before reconnect number `failures` (1 for the first), with `random` in [0, 1). */
export function backoffDelay(
  failures: number,
  random: number,
  options: BackoffOptions = COEDIT_BACKOFF,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random)
}
