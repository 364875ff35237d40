// Live co-editing's ticket (issue 19, docs/co-editing.md "Permissions"): browsers cannot set headers on
// a WebSocket, so a normal request (with the session, if any) gets a short-lived, single-use ticket,
// and the socket (routes/coedit-socket.ts) opens with ?ticket=. The role is the one the socket will
// have; a journey the caller may not read gets no ticket.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { defineRoute } from '../lib/route'
import { API_CODES, Id, IsoTime } from '../../types/api/common'
import type { CoeditTicket } from '../../types/api/coedit'
import { forbidden } from '../errors'
import { findJourney } from '../services/journeys'
import { accessOf } from '../services/coedit/access'
import { TICKET_TTL_MS } from '../services/coedit/constants'

const tags = ['co-editor']

const TicketBody = Type.Object({ journeyId: Id })
const TicketSchema = Type.Object({
  ticket: Type.String(),
  url: Type.String(),
  role: Type.Union([Type.Literal('editor'), Type.Literal('reader')]),
  expiresAt: IsoTime,
})

export default async function coeditRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/coedit/ticket',
    tags,
    auth: 'optional',
    summary: "A single-use ticket to open a journey's live co-editing socket (60 s)",
    body: TicketBody,
    data: TicketSchema,
    handler: async ({ repos, body, user }): Promise<CoeditTicket> => {
      const j = await findJourney(repos, body.journeyId)
      const access = await accessOf(repos, j.id, user?.id ?? null)
      if ('refused' in access) throw forbidden(access.refused.reason, API_CODES.JOURNEY_PRIVATE)
      const ticket = crypto.randomBytes(24).toString('base64url')
      const expiresAt = new Date(Date.now() + TICKET_TTL_MS).toISOString()
      await repos.coedit.createTicket({ ticket, journeyId: j.id, userId: user?.id ?? null, expiresAt })
      return { ticket, url: `/api/v1/coedit/${j.id}?ticket=${ticket}`, role: access.role, expiresAt }
    },
  })
}
