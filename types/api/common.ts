// The standard response shape of SPEC.md section 3 (`{ code, msg, success, data }`) and the
// business error codes, shared by server and site. Runtime imports stay free of Node modules.
import { Type, type Static, type TSchema } from 'typebox'

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
  FORBIDDEN: 40300,
  JOURNEY_PRIVATE: 40301,
  NOT_FOUND: 40400,
  RESOURCE_NOT_FOUND: 40401,
  JOURNEY_DELETED: 40402,
  METHOD_NOT_ALLOWED: 40500,
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
  PAYLOAD_TOO_LARGE: 41300,
  REDPASS: 51105,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  SITE_NOT_BUILT: 50300,
} as const

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES]

/** Envelope schema around a data schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    success: Type.Boolean(),
    data,
  })
}

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  success: Type.Boolean(),
  data: Type.Null(),
})
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

export interface ApiResponse<T> {
  code: number
  msg: string
  success: boolean
  data: T
}

/** Common field schemas. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
export const IdQuery = Type.Object({ id: Id })
export type IdQuery = Static<typeof IdQuery>
export const IdBody = Type.Object({ id: Id })
export type IdBody = Static<typeof IdBody>
export const Ok = Type.Object({ ok: Type.Boolean() })
export type Ok = Static<typeof Ok>
export const IsoTime = Type.String({ description: 'ISO 8601 date-time' })
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
/**
 * A value or null. Written as OpenAPI's `nullable: true` rather than anyOf: the response
 * serializer then needs no per-value schema test, which made large journeys several times slower.
 */
export const Nullable = <T extends TSchema>(s: T) => Type.Unsafe<Static<T> | null>({ ...s, nullable: true })
export const Page = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
})
export type Page = Static<typeof Page>
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  })
}
