// The standard response shape of SPEC.md section 3 (`{ code, msg, success, data }`) and the
// business error codes, shared by server and site. Runtime imports stay free of Node modules.
import { Type, type Static, type TSchema } from 'typebox'

export { API_CODES, type ApiCode } from './codes'

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
/**
 * An image address a user gives (avatar, photos): the server's own media or an https address on a
 * configured host (server/lib/media-policy.ts checks the `media-url` format; issue 11, defect 9).
 */
export const MediaUrl = Type.String({
  maxLength: 1024,
  format: 'media-url',
  description: "the server's own media (/api/v1/media/...) or https on an allowed host",
})
export const IsoTime = Type.String({ description: 'ISO 8601 date-time' })
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
/**
 * A value or null. Written as OpenAPI's `nullable: true` rather than anyOf: the response
 * serializer then needs no per-value schema test, which made large journeys several times slower.
 */
export const Nullable = <T extends TSchema>(s: T) => Type.Unsafe<Static<T> | null>({ ...s, nullable: true })
/**
 * The one pagination schema of every list endpoint (issue 11, defect 4): bounded integers, so
 * Infinity, NaN, 1e309, negatives and huge values answer 400 before any query runs (the server's
 * query-string validator also refuses any converted number that is not finite).
 */
export const Limit = (maximum: number, fallback: number) =>
  Type.Integer({ minimum: 1, maximum, default: fallback })
export const PAGE_MAX = 10000
export const Page = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
  pageSize: Type.Optional(Limit(100, 20)),
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
