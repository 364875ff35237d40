// Answers read far more often than they change (issue 18: the shared journey). A route that names its
// answer's version keeps the serialized envelope per version, so a hot answer is serialized once per
// change instead of once per request; with a validator it also carries a weak ETag, and a request that
// already holds that version gets 304 and no body. The checks before it (existence, who may read) still
// run on every request: only the work after them is reused.
import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ok } from './envelope'

/** Versions kept per route; the oldest goes first. */
export const REUSED_ANSWERS_MAX = 200

export interface AnswerReuse<D> {
  /** Equal for two answers exactly when their bytes are equal. */
  version(data: D): string
  /**
   * What the ETag covers, when it is less than the bytes (a weak validator: counters that move on every
   * view are left out, so a reader's copy stays valid while the journey does not change). Absent: no ETag.
   */
  validator?(data: D): string
  /** Cache-Control of these answers; default `private, no-cache` (revalidated on every use). */
  cacheControl?: string
}

const JSON_TYPE = 'application/json; charset=utf-8'

function weakEtag(validator: string): string {
  return `W/"${crypto.createHash('sha1').update(validator).digest('base64url')}"`
}

/** If-None-Match names the tag: `*`, or one of its comma-separated tags, compared weakly (RFC 9110 13.1.2). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => bare(tag) === bare(etag))
}

/** The handler's answer sent through the route's own serializer, reused per version. */
export function createAnswerReuse<D>(reuse: AnswerReuse<D>) {
  const bodies = new Map<string, string>()
  const cacheControl = reuse.cacheControl ?? 'private, no-cache'
  return function send(req: FastifyRequest, reply: FastifyReply, data: D): FastifyReply {
    reply.header('cache-control', cacheControl)
    if (reuse.validator) {
      const etag = weakEtag(reuse.validator(data))
      reply.header('etag', etag)
      if (ifNoneMatchHolds(req.headers['if-none-match'], etag)) return reply.code(304).send()
    }
    const version = reuse.version(data)
    let body = bodies.get(version)
    if (body === undefined) {
      body = reply.serialize(ok(data)) as string
      if (bodies.size >= REUSED_ANSWERS_MAX) bodies.delete(bodies.keys().next().value as string)
      bodies.set(version, body)
    }
    return reply.type(JSON_TYPE).send(body)
  }
}
