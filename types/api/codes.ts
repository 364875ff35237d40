// Business codes of the standard response shape (docs/api.md). No runtime imports, so the
// site can import them without pulling TypeBox into its bundle.
/** Business codes carried in `code`. 0 is success; the rest name what went wrong. */
export const API_CODES = {
  OK: 0,
  /** SPEC.md section 4: a 200 whose code is -101 is treated as 401 by the client. */
  SESSION_INVALID_LEGACY: -101,
  BAD_REQUEST: 40000,
  VALIDATION_FAILED: 40001,
  BAD_SIGN: 40002,
  UNAUTHORIZED: 40100,
  SESSION_EXPIRED: 40101,
  LOGIN_CODE_INVALID: 40102,
  APP_TOKEN_INVALID: 40103,
  SSO_TICKET_INVALID: 40104,
  /** A mini-program login code the vendor refused: expired, used, or from another app. */
  MINI_CODE_INVALID: 40105,
  FORBIDDEN: 40300,
  JOURNEY_PRIVATE: 40301,
  NOT_FOUND: 40400,
  RESOURCE_NOT_FOUND: 40401,
  JOURNEY_DELETED: 40402,
  /** An image campaign page (img/<key>) has no content stored: the page shows "content missing". */
  CONTENT_MISSING: 40403,
  /** A food check-in (or its undo) for a place that is not on the food trail. */
  NOT_ON_FOOD_TRAIL: 40404,
  METHOD_NOT_ALLOWED: 40500,
  /** The whole request (headers and body) did not arrive within REQUEST_TIMEOUT_MS. */
  REQUEST_TIMEOUT: 40800,
  CONFLICT: 40900,
  NO_DRAW_CHANCE: 40901,
  PRIZE_STATE: 40902,
  TRANSFER_OWN_PRIZE: 40903,
  TASK_DONE: 40904,
  NOT_ENOUGH_POINTS: 40905,
  OUT_OF_STOCK: 40906,
  CAMPAIGN_CLOSED: 40907,
  LIMIT_REACHED: 40908,
  IDEMPOTENCY_MISMATCH: 40909,
  /** The phone a traveller would bind already belongs to another account. */
  PHONE_TAKEN: 40910,
  /** A prize's transfer link was accepted by someone else, cancelled or expired. */
  TRANSFER_TAKEN: 40911,
  /** A prize already redeemed or bound (or passed on) cannot be redeemed again. */
  PRIZE_REDEEMED: 40912,
  /** A server-checked task with no evidence left to claim (no friend opened the link, no city lit ...). */
  TASK_NOT_VERIFIED: 40913,
  /** A question sent while the conversation's previous answer is still being written. */
  ANSWER_IN_PROGRESS: 40914,
  PAYLOAD_TOO_LARGE: 41300,
  REDPASS: 51105,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  SITE_NOT_BUILT: 50300,
  /** The vendor's sign-in service did not answer, or this server has no app id and secret for it. */
  MINI_LOGIN_UNAVAILABLE: 50301,
  /** This vendor's phone button cannot be read here: the page offers the phone form instead. */
  MINI_PHONE_UNAVAILABLE: 50302,
  /** The assistant's model provider failed (refused, broke off, answered nonsense). */
  ASSISTANT_FAILED: 50201,
  /** The assistant's model provider did not answer in time. */
  ASSISTANT_TIMEOUT: 50401,
} as const

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES]
