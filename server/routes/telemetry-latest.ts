// The operator's read of the collectors (issue #6): the latest tracked and monitored events as stored
// by /tracker/collect and /monitor/report, newest first. Registered outside production only, and
// answering admins only (issue 11, defect 8): events carry visitor ids and page addresses.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import { ok } from '../lib/envelope'
import { Envelope, Limit } from '../../types/api/common'

const Query = Type.Object({
  channel: Type.Optional(Type.Union([Type.Literal('tracker'), Type.Literal('monitor')])),
  limit: Limit(200, 50),
})

const StoredEvent = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  createdAt: Type.String(),
  event: Type.Unknown(),
})

export default async function telemetryLatestRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/telemetry/latest',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['collector'],
        summary: 'The latest stored tracking and monitoring events, newest first (admins; not in production)',
        querystring: Query,
        response: { 200: Envelope(Type.Object({ events: Type.Array(StoredEvent) })) },
      },
    },
    async (req) => {
      const channels = req.query.channel ? [req.query.channel] : ['tracker', 'monitor']
      const rows = await app.repos.telemetry.listLatest(channels, req.query.limit)
      return ok({
        events: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          createdAt: row.created_at,
          event: JSON.parse(row.body) as unknown,
        })),
      })
    },
  )
}
