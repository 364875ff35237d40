// Live co-editing's limits and timings (issue 19 "Limits", docs/co-editing.md "Limits"), in one place.
// The ones a deployment may want to change are also options of the co-editing plugin (CoeditLimits).
export interface CoeditLimits {
  /** Largest encoded document (Y.encodeStateAsUpdate); an update that would pass it is refused. */
  docMaxBytes: number
  /** Largest single WebSocket message; a larger one closes the socket with 1009. */
  messageMaxBytes: number
  /** Token bucket per socket: updates per second refilled, and the burst it holds. */
  updatesPerSecond: number
  updateBurst: number
  /** The same for presence (awareness messages): over it a message is dropped, not applied nor sent on. */
  presencePerSecond: number
  presenceBurst: number
  /** Sockets one journey may have open at once, on this instance. */
  connectionsPerJourney: number
}

export const COEDIT_DEFAULT_LIMITS: CoeditLimits = {
  docMaxBytes: 1024 * 1024,
  messageMaxBytes: 256 * 1024,
  updatesPerSecond: 20,
  updateBurst: 60,
  presencePerSecond: 10,
  presenceBurst: 30,
  connectionsPerJourney: 50,
}

/** A ticket opens one socket, within this time of being issued. */
export const TICKET_TTL_MS = 60_000

/** Snapshot this long after the last update... */
export const SAVE_DEBOUNCE_MS = 2_000
/** ...but at least this often while updates keep coming. */
export const SAVE_MAX_WAIT_MS = 10_000

/** A reader's refused updates before its socket is closed (it keeps trying: a broken client). */
export const READ_ONLY_STRIKES = 20
/** Rate-limited updates in a row before the socket is closed. */
export const RATE_STRIKES = 200
/** Presence messages dropped in a row before the socket is closed (the same close as updates). Well
 * above what an eager client sends: presence follows the user's focus, a few changes a second. */
export const PRESENCE_STRIKES = 500

/** The socket's hard payload cap (ws maxPayload): above messageMaxBytes so the refusal can name it. */
export const SOCKET_MAX_PAYLOAD = 4 * 1024 * 1024
