// Campaign state per user: tasks earn draw chances (and points); see docs/business-rules.md.
import dayjs from 'dayjs'
import type { Kysely, Selectable } from 'kysely'
import type { DB, CampaignsTable } from '../db/schema'
import type { Task } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, notFound } from '../errors'

export type Campaign = Selectable<CampaignsTable>

export async function findCampaign(db: Kysely<DB>, id: number, kind?: string): Promise<Campaign> {
  const c = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst()
  if (!c || (kind && c.kind !== kind)) throw notFound('activity not found')
  return c
}

export const isOpen = (c: Campaign, now = new Date().toISOString()) => c.starts_at <= now && now < c.ends_at

export function assertOpen(c: Campaign): void {
  if (!isOpen(c)) throw conflict('the activity is not open', API_CODES.CAMPAIGN_CLOSED)
}

/** Creates the user's row for the campaign if missing; returns it. */
export async function userCampaign(db: Kysely<DB>, userId: number, campaignId: number) {
  await db
    .insertInto('user_campaigns')
    .values({ user_id: userId, campaign_id: campaignId, chances_earned: 0, chances_used: 0, points: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
    .execute()
  return db
    .selectFrom('user_campaigns')
    .selectAll()
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow()
}

const today = () => dayjs().format('YYYY-MM-DD')

export async function taskList(db: Kysely<DB>, userId: number | null, campaignId: number): Promise<Task[]> {
  const tasks = await db
    .selectFrom('campaign_tasks')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute()
  const done = userId
    ? await db
        .selectFrom('user_tasks')
        .select(['task_id', 'day'])
        .where('user_id', '=', userId)
        .where('task_id', 'in', tasks.length ? tasks.map((t) => t.id) : [0])
        .execute()
    : []
  const d = today()
  return tasks.map((t) => {
    const mine = done.filter((x) => x.task_id === t.id)
    const doneToday = mine.filter((x) => x.day === d).length
    return {
      key: t.key,
      title: t.title,
      chances: t.chances,
      points: t.points,
      dailyLimit: t.daily_limit,
      totalLimit: t.total_limit,
      doneToday,
      doneTotal: mine.length,
      available: doneToday < t.daily_limit && mine.length < t.total_limit,
    }
  })
}

/** Completes a task once: checks its daily and total limits, then grants chances and points. */
export async function completeTask(db: Kysely<DB>, userId: number, campaign: Campaign, key: string) {
  assertOpen(campaign)
  return db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('campaign_tasks')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!task) throw notFound(`unknown task ${key}`)
    const current = (await taskList(trx, userId, campaign.id)).find((t) => t.key === key)
    if (!current?.available) throw conflict('task already done for now', API_CODES.TASK_DONE)
    await userCampaign(trx, userId, campaign.id)
    await trx
      .insertInto('user_tasks')
      .values({ user_id: userId, task_id: task.id, day: today(), created_at: new Date().toISOString() })
      .execute()
    const uc = await trx
      .updateTable('user_campaigns')
      .set((eb) => ({
        chances_earned: eb('chances_earned', '+', task.chances),
        points: eb('points', '+', task.points),
      }))
      .where('user_id', '=', userId)
      .where('campaign_id', '=', campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const updated = (await taskList(trx, userId, campaign.id)).find((t) => t.key === key)!
    return { task: updated, chancesLeft: uc.chances_earned - uc.chances_used, points: uc.points }
  })
}
