// defineRoute: one call per endpoint with its schema (from types/api), its auth level and a
// handler that returns only `data`; the standard envelope and error responses are added here,
// so every route answers { code, msg, success, data } and OpenAPI shows it.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify'
import { Type, type Static, type TSchema } from 'typebox'
import { Envelope, ErrorEnvelope } from '../../types/api/common'
import { ok } from './envelope'
import { createAnswerReuse, type AnswerReuse } from './reused-answers'
import type { AuthLevel, SessionUser } from '../plugins/auth'
import type { Repositories } from '../repositories'

type Empty = ReturnType<typeof Type.Object<{}>>

export interface RouteContext<Q, B> {
  req: FastifyRequest
  reply: FastifyReply
  query: Q
  body: B
  user: SessionUser | null
  /** Data access: routes validate, call repositories and services, and shape the answer. */
  repos: Repositories
}

/** What every endpoint declares, whatever its answer: registered by routeOptions below. */
interface RouteBase<Q extends TSchema = TSchema, B extends TSchema = TSchema> {
  method: 'GET' | 'POST'
  url: string
  summary: string
  tags: string[]
  auth?: AuthLevel
  query?: Q
  body?: B
}

export interface RouteDef<Q extends TSchema, B extends TSchema, D extends TSchema> extends RouteBase<Q, B> {
  data: D
  handler: (ctx: RouteContext<Static<Q>, Static<B>>) => Promise<Static<D>> | Static<D>
  /** For answers read far more often than they change: serialized once per version, ETag and 304. */
  reuse?: AnswerReuse<Static<D>>
}

/** Like RouteContext, but the user is known to be signed in. */
export function userOf(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw new Error('route declared auth but no user resolved')
  return ctx.user
}

const ERROR_RESPONSES = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
}

export interface StreamRouteDef<Q extends TSchema, B extends TSchema> extends RouteBase<Q, B> {
  /**
   * Checks (throwing business errors, answered as the usual envelope) and then opens the stream on
   * the reply (lib/event-stream.ts); resolves when the handler is done with the request.
   */
  handler: (ctx: RouteContext<Static<Q>, Static<B>>) => Promise<void>
}

/** What both kinds of route register: the method, the url, the checks and the OpenAPI entry. */
function routeOptions(def: RouteBase, success: object) {
  return {
    method: def.method,
    url: def.url,
    config: { auth: def.auth ?? 'none' },
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.auth === 'required' || def.auth === 'admin' ? { security: [{ session: [] }] } : {}),
      response: { 200: success, ...ERROR_RESPONSES },
    },
  }
}

function contextOf<Q, B>(req: FastifyRequest, reply: FastifyReply): RouteContext<Q, B> {
  return {
    req,
    reply,
    query: (req.query ?? {}) as Q,
    body: (req.body ?? {}) as B,
    user: req.user,
    repos: req.server.repos,
  }
}

/** An endpoint that answers with server-sent events once its checks passed, and errors as envelopes. */
export function defineStreamRoute<Q extends TSchema = Empty, B extends TSchema = Empty>(
  app: FastifyInstance,
  def: StreamRouteDef<Q, B>,
): void {
  app.route({
    ...routeOptions(def, {
      description: 'Server-sent events, one answer part each (types/api/chat-stream.ts)',
      content: { 'text/event-stream': { schema: Type.String() } },
    }),
    handler: async (req, reply) => {
      await def.handler(contextOf<Static<Q>, Static<B>>(req, reply))
    },
  })
}

export function defineRoute<
  Q extends TSchema = Empty,
  B extends TSchema = Empty,
  D extends TSchema = TSchema,
>(app: FastifyInstance, def: RouteDef<Q, B, D>): void {
  const reused = def.reuse && createAnswerReuse(def.reuse)
  app.route({
    ...routeOptions(def, Envelope(def.data)),
    handler: async (req, reply) => {
      const data = await def.handler(contextOf<Static<Q>, Static<B>>(req, reply))
      return reused ? reused(req, reply, data) : ok(data)
    },
  })
}
