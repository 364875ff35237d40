// A prize pool open for draws, written straight into the database: what the draws benchmark and the
// two-instance test draw from, so both measure the same books.
import crypto from 'node:crypto'
import type { Db } from '../db/database'

export interface PoolPrize {
  id: number
  stock: number
  weight: number
  kind: string
}

export async function insertDrawPool(
  db: Db,
  pool: { campaignId: number; title: string; missWeight: number; prizes: PoolPrize[] },
): Promise<void> {
  await db
    .insertInto('campaigns')
    .values({
      id: pool.campaignId,
      kind: 'summer2025',
      title: pool.title,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
      rules: '',
      miss_weight: pool.missWeight,
      config_json: '{}',
    })
    .execute()
  await db
    .insertInto('prizes')
    .values(
      pool.prizes.map((p) => ({
        id: p.id,
        campaign_id: pool.campaignId,
        name: `${pool.title} ${p.id}`,
        image: '',
        kind: p.kind,
        stock: p.stock,
        initial_stock: p.stock,
        weight: p.weight,
        points_cost: 0,
        description: '',
      })),
    )
    .execute()
}

/**
 * `count` travellers, each signed in (a session) with one chance in the campaign, so a per-user draw limit
 * is not what is measured. Written in batches of 200 rows.
 */
export async function insertDrawers(
  db: Db,
  {
    campaignId,
    count,
    label,
    phonePrefix,
  }: { campaignId: number; count: number; label: string; phonePrefix: string },
): Promise<Array<{ id: number; sid: string }>> {
  const now = new Date().toISOString()
  const drawers: Array<{ id: number; sid: string }> = []
  for (let from = 0; from < count; from += 200) {
    const batch = Array.from({ length: Math.min(200, count - from) }, (_, i) => from + i)
    const rows = await db
      .insertInto('users')
      .values(
        batch.map((n) => ({
          nickname: `${label} ${n}`,
          avatar: '',
          gender: 0,
          phone: `${phonePrefix}${String(n).padStart(8, '0')}`,
          app_user_token: null,
          role: 'user',
          uuid: crypto.randomUUID(),
          preference_json: null,
          status_json: null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute()
    const made = rows.map((r) => ({ id: r.id, sid: crypto.randomBytes(24).toString('hex') }))
    await db
      .insertInto('sessions')
      .values(
        made.map((u) => ({
          id: u.sid,
          user_id: u.id,
          kind: label,
          created_at: now,
          expires_at: '2099-01-01T00:00:00.000Z',
        })),
      )
      .execute()
    await db
      .insertInto('user_campaigns')
      .values(
        made.map((u) => ({
          user_id: u.id,
          campaign_id: campaignId,
          chances_earned: 1,
          chances_used: 0,
          points: 0,
        })),
      )
      .execute()
    drawers.push(...made)
  }
  return drawers
}
