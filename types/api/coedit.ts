// Live co-editing's contract (issue 19, docs/co-editing.md): the ticket endpoint and the WebSocket's
// binary protocol. Plain constants and interfaces, no TypeBox and no Yjs: the site and the
// mini-programs import these at run time; the server's schemas are built from them.

/** POST /api/v1/coedit/ticket takes this. */
export interface CoeditTicketBody {
  journeyId: number
}

/** What a socket may do: editors (owner, co-editors) write, readers only follow. */
export type CoeditRole = 'editor' | 'reader'

/** POST /api/v1/coedit/ticket answers this: open `url` (relative to the API's origin) within the time. */
export interface CoeditTicket {
  ticket: string
  /** `/api/v1/coedit/<journeyId>?ticket=<ticket>`: switch the scheme to ws/wss and add the host. */
  url: string
  role: CoeditRole
  expiresAt: string
}

/**
 * The first varUint of every binary message. 0 and 1 are y-protocols' sync and awareness messages as
 * y-websocket frames them (so a stock y-websocket client can speak it); 4 and 5 are this server's.
 */
export const COEDIT_MESSAGE = {
  /** y-protocols/sync: step 1 (a state vector), step 2 (the updates the other side lacks), update. */
  SYNC: 0,
  /** y-protocols/awareness update: presence (who is here, what they are editing). */
  AWARENESS: 1,
  /** Asks for everyone's presence (no body); answered with an awareness message. */
  QUERY_AWARENESS: 3,
  /** Server to client, a JSON string: {journeyId, role, user, limits}; sent again when the role changes. */
  SESSION: 4,
  /** Server to client, a JSON string: {code, message, retryInMs?}: an update or message was refused. */
  ERROR: 5,
} as const

/** The `code` of an ERROR message: what was refused, the socket stays open. */
export const COEDIT_ERRORS = {
  /** A reader's update: never applied. Repeated, the socket is closed (READ_ONLY close). */
  READ_ONLY: 'read-only',
  /** Over the update rate: the server asks for the missing changes again (sync step 1) after retryInMs. */
  RATE_LIMITED: 'rate-limited',
  /** The update would make the document larger than allowed: not applied. */
  DOC_TOO_LARGE: 'doc-too-large',
  /** A message that could not be read. */
  BAD_MESSAGE: 'bad-message',
} as const

/** Close codes (4000-4999 are the application's, RFC 6455 7.4.2), each with a reason in words. */
export const COEDIT_CLOSE = {
  /** No ticket, or one that is unknown, used or expired: ask for a new ticket. */
  UNAUTHORIZED: 4401,
  /** May not read this journey, or the Origin is not allowed. */
  FORBIDDEN: 4403,
  /** A reader that kept sending updates after being told it is read-only. */
  READ_ONLY: 4406,
  /** No such journey, or it was deleted. */
  NOT_FOUND: 4404,
  /** The journey has as many sockets as allowed. */
  TOO_MANY_CONNECTIONS: 4409,
  /** Far over the update rate for too long. */
  RATE_LIMITED: 4429,
  /** A message larger than allowed (RFC 6455's "message too big"). */
  MESSAGE_TOO_BIG: 1009,
  /** The server is going away (shutdown): reconnect, to any instance. */
  GOING_AWAY: 1001,
} as const

/**
 * The journey document's layout (docs/co-editing.md "Document model"), shared by the server's
 * doc-model.ts and the site's co-editing client so both read and write the same names. The client
 * reads the document as the server materialises it: the same field rules, the same dedupe.
 */
export const COEDIT_DOC = {
  /** Y.Map { title, titleEn } */
  META: 'meta',
  /** Y.Array of Y.Map { id, title, items: Y.Array<string> }: the days, and each day's item ids, in order. */
  DAYS: 'days',
  /** Y.Map: item id -> Y.Map { kind, placeId, transportId, time, stay, note, cost }. */
  ITEMS: 'items',
} as const

export const COEDIT_ITEM_KINDS = ['place', 'transport', 'note'] as const
export type CoeditItemKind = (typeof COEDIT_ITEM_KINDS)[number]

/** What materialisation accepts (docs/co-editing.md "Materialisation"); anything else is dropped to null. */
export const COEDIT_FIELD_RULES = {
  TIME_PATTERN: /^([01]\d|2[0-3]):[0-5]\d$/,
  STAY_MAX_MINUTES: 24 * 60,
  NOTE_MAX_CHARS: 500,
  TITLE_MAX_CHARS: 100,
  DAY_TITLE_MAX_CHARS: 100,
  COST_MAX: 10_000_000,
} as const

/** The SESSION message's body (server to client, on connect and when the role changes). */
export interface CoeditSession {
  journeyId: number
  role: CoeditRole
  user: { id: number | null; name: string; color: string }
  limits: { docMaxBytes: number; messageMaxBytes: number; updatesPerSecond: number; updateBurst: number }
}

/** The ERROR message's body: something was refused, the socket stays open. */
export interface CoeditErrorBody {
  code: string
  message: string
  retryInMs?: number
}
