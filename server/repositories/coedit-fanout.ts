// Co-editing across server instances (issue 19 "Past one machine", docs/co-editing.md "Instances"):
// on PostgreSQL each update a room appended is announced with NOTIFY on one channel, carrying the
// instance, the journey and the row id (a payload is capped at 8000 bytes, an update is not: listeners
// read the row). Presence changes are small and not stored: they travel in the payload itself (base64),
// and one too large for it is not sent (presence is advisory). Each instance LISTENs on its own
// connection, outside the pool. On SQLite there is one instance and nothing to announce.
import pg from 'pg'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { isPostgres } from '../db/database'

const CHANNEL = 'coedit_updates'
const RECONNECT_MS = 1_000
/** NOTIFY's payload limit is 8000 bytes; the rest of the payload is well under the margin. */
const AWARENESS_MAX_CHARS = 7_800

export interface CoeditAnnouncement {
  journeyId: number
  updateId: number
}

export interface CoeditPresence {
  journeyId: number
  update: Uint8Array
}

export interface CoeditFanout {
  /** Tells the other instances that a journey's update row was appended. */
  publish(a: CoeditAnnouncement): Promise<void>
  /** Another instance's announcement. */
  onAnnouncement(handler: (a: CoeditAnnouncement) => void): void
  /** Sends a presence (awareness) update to the other instances. */
  publishAwareness(p: CoeditPresence): Promise<void>
  onAwareness(handler: (p: CoeditPresence) => void): void
  /** The listening connection came back after a loss: announcements may have been missed. */
  onResync(handler: () => void): void
  close(): Promise<void>
}

const silent: CoeditFanout = {
  publish: async () => {},
  onAnnouncement: () => {},
  publishAwareness: async () => {},
  onAwareness: () => {},
  onResync: () => {},
  close: async () => {},
}

export async function createCoeditFanout(
  db: Db,
  databaseUrl: string | null,
  instanceId: string,
  onError: (err: unknown) => void,
): Promise<CoeditFanout> {
  if (!databaseUrl || !isPostgres(db)) return silent
  const announced: Array<(a: CoeditAnnouncement) => void> = []
  const presences: Array<(p: CoeditPresence) => void> = []
  const resynced: Array<() => void> = []
  let client: pg.Client | null = null
  let closed = false
  let timer: NodeJS.Timeout | undefined

  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl })
    c.on('notification', (n) => {
      const [from, journey, kind, body = ''] = (n.payload ?? '').split(' ')
      const journeyId = Number(journey)
      if (from === instanceId || !Number.isInteger(journeyId)) return
      if (kind === 'u' && Number.isInteger(Number(body)))
        for (const h of announced) h({ journeyId, updateId: Number(body) })
      if (kind === 'a')
        for (const h of presences) h({ journeyId, update: new Uint8Array(Buffer.from(body, 'base64')) })
    })
    c.on('error', (err) => {
      onError(err)
      if (client === c) client = null
      c.end().catch(() => {})
      if (!closed) timer = setTimeout(() => void retry(), RECONNECT_MS)
    })
    await c.connect()
    await c.query(`LISTEN ${CHANNEL}`)
    if (closed) {
      await c.end()
      return
    }
    client = c
    if (again) for (const h of resynced) h()
  }
  const retry = async () => {
    try {
      await connect(true)
    } catch (err) {
      onError(err)
      if (!closed) timer = setTimeout(() => void retry(), RECONNECT_MS)
    }
  }
  await connect(false)
  const notify = async (payload: string) => {
    await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(db)
  }

  return {
    async publish({ journeyId, updateId }) {
      await notify(`${instanceId} ${journeyId} u ${updateId}`)
    },
    onAnnouncement: (h) => void announced.push(h),
    async publishAwareness({ journeyId, update }) {
      const body = Buffer.from(update).toString('base64')
      if (body.length <= AWARENESS_MAX_CHARS) await notify(`${instanceId} ${journeyId} a ${body}`)
    },
    onAwareness: (h) => void presences.push(h),
    onResync: (h) => void resynced.push(h),
    async close() {
      closed = true
      clearTimeout(timer)
      const c = client
      client = null
      if (c) await c.end().catch(() => {})
    },
  }
}
