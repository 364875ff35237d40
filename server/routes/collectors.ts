// Tracking and monitoring collectors (SPEC.md section 7 "Tracking"). They store what they
// receive; a body that is not JSON, or events that are not objects, are counted as dropped,
// never answered with a 5xx. Bodies are limited to 64 KiB.
// Anyone may post here, so each client has its own budget (issue 11, defect 3): requests per minute,
// checked before the body is read, and events and bytes stored per window; past either, 429 and
// nothing is stored. Stored events are kept for TELEMETRY_RETENTION_DAYS (repositories/retention.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Repositories } from '../repositories'
import { ok } from '../lib/envelope'
import { CollectResult } from '../../types/api/sso'
import { Envelope, ErrorEnvelope } from '../../types/api/common'
import { createClientBudget, tooManyRequests } from '../lib/client-budget'

const BODY_LIMIT = 64 * 1024
const MAX_EVENTS = 50

function eventsOf(body: unknown): { events: object[]; dropped: number } {
  let value = body
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body)
    } catch {
      return { events: [], dropped: 1 }
    }
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { events?: unknown }).events)
      ? (value as { events: unknown[] }).events
      : [value]
  const events = list
    .filter((e): e is object => !!e && typeof e === 'object' && !Array.isArray(e))
    .slice(0, MAX_EVENTS)
  return { events, dropped: list.length - events.length }
}

type Spend = (events: object[]) => Promise<void>

async function store(
  repos: Repositories,
  channel: string,
  userId: number | null,
  body: unknown,
  spend: Spend,
) {
  const { events, dropped } = eventsOf(body)
  await spend(events)
  await repos.telemetry.collect(channel, userId, events, dropped)
  return { accepted: events.length, dropped }
}

export default async function collectorRoutes(app: FastifyInstance) {
  // The tracker posts text/plain (avoids a CORS preflight); JSON is accepted too. Unparseable
  // JSON bodies reach the handler as text so they can be counted instead of failing with 400.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  )
  const schema = {
    tags: ['collector'],
    response: { 200: Envelope(CollectResult), 413: ErrorEnvelope, 429: ErrorEnvelope },
  }
  const limits = app.config.telemetry
  // Counted in the database (lib/client-budget.ts): one budget per client across server instances.
  const requests = createClientBudget(app.repos.rateCounters, 'collect-requests', 60_000, {
    requests: limits.ratePerMinute,
  })
  const stored = createClientBudget(app.repos.rateCounters, 'collect-stored', limits.windowMs, {
    rows: limits.maxRowsPerClient,
    bytes: limits.maxBytesPerClient,
  })
  app.addHook('onRequest', async (req) => {
    const spent = await requests.take(req.ip, { requests: 1 })
    if (!spent.ok) throw tooManyRequests(`too many reports, retry in ${spent.retryAfterSec} s`)
  })
  const spendOf =
    (req: FastifyRequest): Spend =>
    async (events) => {
      const bytes = events.reduce((n, e) => n + JSON.stringify(e).length, 0)
      const spent = await stored.take(req.ip, { rows: events.length, bytes })
      if (!spent.ok) {
        throw tooManyRequests(`this client stored its share of reports, retry in ${spent.retryAfterSec} s`)
      }
    }

  app.post(
    '/tracker/collect',
    {
      bodyLimit: BODY_LIMIT,
      config: { auth: 'optional' },
      schema: { ...schema, summary: 'Tracking events (text/plain JSON: context plus event info)' },
    },
    async (req) => ok(await store(app.repos, 'tracker', req.user?.id ?? null, req.body, spendOf(req))),
  )
  app.post(
    '/monitor/report',
    {
      bodyLimit: BODY_LIMIT,
      config: { auth: 'optional' },
      schema: { ...schema, summary: 'Performance and error telemetry, batches of events' },
    },
    async (req) => ok(await store(app.repos, 'monitor', req.user?.id ?? null, req.body, spendOf(req))),
  )
  // "a tracker data endpoint" of SPEC.md section 7 "Other", under the product API prefix.
  app.post(
    '/api/v1/tracker/data',
    {
      bodyLimit: BODY_LIMIT,
      config: { auth: 'optional' },
      schema: { ...schema, summary: 'Tracking events through the product API' },
    },
    async (req) => ok(await store(app.repos, 'tracker', req.user?.id ?? null, req.body, spendOf(req))),
  )
}
