// Stored tracking, monitoring and behaviour events, and per-channel collector counts.
import type { Db } from '../db/database'
import { atomically } from './transaction'

export function createTelemetryRepository(db: Db) {
  const insertEvents = (trx: Db, channel: string, userId: number | null, events: object[]) => {
    const now = new Date().toISOString()
    return trx
      .insertInto('events')
      .values(events.map((e) => ({ channel, user_id: userId, body: JSON.stringify(e), created_at: now })))
      .execute()
  }

  return {
    /** Stores events of a channel as they came. */
    async addEvents(channel: string, userId: number | null, events: object[]): Promise<void> {
      if (events.length) await insertEvents(db, channel, userId, events)
    },

    /** Stores a collector's accepted events and counts them, with the dropped ones, in one step. */
    collect: (channel: string, userId: number | null, events: object[], dropped: number): Promise<void> =>
      atomically(db, async (trx) => {
        if (events.length) await insertEvents(trx, channel, userId, events)
        await trx
          .insertInto('collector_stats')
          .values({ channel, accepted: events.length, dropped })
          .onConflict((oc) =>
            oc.column('channel').doUpdateSet((eb) => ({
              accepted: eb('collector_stats.accepted', '+', events.length),
              dropped: eb('collector_stats.dropped', '+', dropped),
            })),
          )
          .execute()
      }),

    /** The latest events of the given channels, newest first. */
    listLatest: (channels: string[], limit: number) =>
      db
        .selectFrom('events')
        .select(['id', 'channel', 'body', 'created_at'])
        .where('channel', 'in', channels)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  }
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>
