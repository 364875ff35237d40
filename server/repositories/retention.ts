// What the server keeps, and for how long (issue 11, defect 3): collected telemetry for
// TELEMETRY_RETENTION_DAYS, and anonymous uploads only while something points at them (after
// UPLOAD_ORPHAN_HOURS, an anonymous upload no feedback, check-in record or avatar names is removed).
// The SQL lives with the repositories (docs/server.md: no query builder in plugins or services);
// plugins/retention.ts runs it on a timer.
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { occursIn } from './dialect'

const DAY_MS = 24 * 3600 * 1000
const HOUR_MS = 3600 * 1000

/** Removes events older than `days`; answers how many went. */
export async function purgeTelemetry(db: Db, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * DAY_MS).toISOString()
  const r = await db.deleteFrom('events').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(r.numDeletedRows)
}

/**
 * Removes uploads made without a session, older than `hours`, that nothing references. Upload URLs
 * hold the random key (types/api/upload.ts UPLOAD_URL_PATTERN), so a reference is the key inside a
 * photos list or an avatar.
 */
export async function purgeOrphanUploads(db: Db, hours: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - hours * HOUR_MS).toISOString()
  const referenced = (table: string, column: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${occursIn(db, sql.ref(column), sql.ref('uploads.key'))})`
  const r = await db
    .deleteFrom('uploads')
    .where('user_id', 'is', null)
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.or([
          referenced('poi_feedback', 'photos_json'),
          referenced('app_feedback', 'photos_json'),
          referenced('checkin_records', 'photos_json'),
          referenced('users', 'avatar'),
        ]),
      ),
    )
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}

/** Parts of answers are read by a resume on another instance while the answer is written; a day is plenty. */
export async function purgeAnswerParts(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - DAY_MS).toISOString()
  const r = await db.deleteFrom('answer_parts').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(r.numDeletedRows)
}
