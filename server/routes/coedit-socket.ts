// The co-editing socket, GET /api/v1/coedit/:journeyId (issue 19, docs/co-editing.md "Protocol"),
// registered once under /api/v1 (not again under /fe_api: a socket carries no X-Sign). Who connects
// comes from the ticket (?ticket=, routes/coedit.ts) or, for clients that can set headers, from the
// session (Authorization); the Origin must be the site's own or an allowed one. Refusals close the
// socket with a code and a reason (types/api/coedit.ts COEDIT_CLOSE).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { Type } from 'typebox'
import { Id } from '../../types/api/common'
import { COEDIT_CLOSE } from '../../types/api/coedit'
import { originOf } from '../lib/url-policy'
import { accessOf } from '../services/coedit/access'
import { Connection, type Visitor } from '../services/coedit/connection'

const Params = Type.Object({ journeyId: Id })
const Query = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 100 })) })

/** Same origin as the request's host, or one the configuration allows; none (not a browser) passes. */
function originAllowed(req: FastifyRequest, allowed: string[]): boolean {
  const given = req.headers.origin
  if (!given) return true
  const origin = originOf(given)
  if (!origin) return false
  return new URL(origin).host === req.headers.host || allowed.includes(origin)
}

type Refusal = { code: number; reason: string }

export default async function coeditSocketRoutes(app: FastifyInstance) {
  app.get<{ Params: { journeyId: number }; Querystring: { ticket?: string } }>(
    '/coedit/:journeyId',
    {
      websocket: true,
      config: { auth: 'optional' },
      schema: { hide: true, params: Params, querystring: Query },
    },
    (socket: WebSocket, req) => {
      // Messages may come before the checks are done: kept, then handed to the connection in order.
      const early: Array<[Buffer, boolean]> = []
      const keep = (data: Buffer, isBinary: boolean) => early.push([data, isBinary])
      socket.on('message', keep)
      socket.on('error', () => {})
      const refuse = ({ code, reason }: Refusal) => socket.close(code, reason)
      const journeyId = req.params.journeyId

      const admit = async (): Promise<Refusal | null> => {
        if (!originAllowed(req, app.config.corsOrigins))
          return { code: COEDIT_CLOSE.FORBIDDEN, reason: 'this origin may not open co-editing sockets' }
        let userId: number | null
        if (req.query.ticket) {
          const t = await app.repos.coedit.takeTicket(req.query.ticket)
          if (!t) return { code: COEDIT_CLOSE.UNAUTHORIZED, reason: 'ticket unknown, used or expired' }
          if (t.journeyId !== journeyId)
            return { code: COEDIT_CLOSE.UNAUTHORIZED, reason: 'the ticket is for another journey' }
          userId = t.userId
        } else if (req.user) {
          userId = req.user.id
        } else {
          return { code: COEDIT_CLOSE.UNAUTHORIZED, reason: 'a ticket is needed: POST /api/v1/coedit/ticket' }
        }
        const access = await accessOf(app.repos, journeyId, userId)
        if ('refused' in access) return access.refused
        const visitor: Visitor = {
          userId,
          name: userId ? ((await app.repos.users.findBrief(userId))?.nickname ?? '') : '',
        }
        if (socket.readyState !== socket.OPEN) return null
        socket.off('message', keep)
        new Connection(socket, journeyId, visitor, access.role, {
          repos: app.repos,
          rooms: app.coedit.rooms,
          limits: app.coedit.limits,
          onError: (err, what) => req.log.error({ err }, `co-editing: ${what} failed`),
        }).replay(early)
        return null
      }
      admit()
        .then((refusal) => refusal && refuse(refusal))
        .catch((err) => {
          req.log.error({ err }, 'co-editing: opening a socket failed')
          refuse({ code: 1011, reason: 'the server could not open this journey' })
        })
    },
  )
}
