// Campaign state per user: tasks earn draw chances (and points); see docs/business-rules.md.
import dayjs from 'dayjs'
import type { Repositories } from '../repositories'
import type { CampaignRow } from '../repositories/campaigns'
import type { Task } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'

export type Campaign = CampaignRow

export async function findCampaign(repos: Repositories, id: number, kind?: string): Promise<Campaign> {
  const c = await repos.campaigns.findById(id)
  return orNotFound(c && (!kind || c.kind === kind) ? c : undefined, 'activity not found')
}

export const isOpen = (c: Campaign, now = new Date().toISOString()) => c.starts_at <= now && now < c.ends_at

export function assertOpen(c: Campaign): void {
  if (!isOpen(c)) throw conflict('the activity is not open', API_CODES.CAMPAIGN_CLOSED)
}

/** Creates the user's row for the campaign if missing; returns it. */
export const userCampaign = (repos: Repositories, userId: number, campaignId: number) =>
  repos.campaigns.ensureUserCampaign(userId, campaignId)

/** The calendar day (server local time) every daily limit counts in: tasks, wishes, share opens. */
export const today = () => dayjs().format('YYYY-MM-DD')

export async function taskList(
  repos: Repositories,
  userId: number | null,
  campaignId: number,
): Promise<Task[]> {
  const tasks = await repos.campaigns.listTasks(campaignId)
  const done = userId
    ? await repos.campaigns.listTaskCompletions(
        userId,
        tasks.map((t) => t.id),
      )
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
      check: 'self',
    }
  })
}

/** Completes a task once: checks its daily and total limits, then grants chances and points. */
export async function completeTask(repos: Repositories, userId: number, campaign: Campaign, key: string) {
  assertOpen(campaign)
  return repos.inTransaction(async (tx) => {
    const task = orNotFound(await tx.campaigns.findTask(campaign.id, key), `unknown task ${key}`)
    const current = (await taskList(tx, userId, campaign.id)).find((t) => t.key === key)
    if (!current?.available) throw conflict('task already done for now', API_CODES.TASK_DONE)
    await tx.campaigns.ensureUserCampaign(userId, campaign.id)
    await tx.campaigns.recordTaskCompletion(userId, task.id, today())
    const uc = await tx.campaigns.earn(userId, campaign.id, { chances: task.chances, points: task.points })
    const updated = (await taskList(tx, userId, campaign.id)).find((t) => t.key === key)!
    return { task: updated, chancesLeft: uc.chances_earned - uc.chances_used, points: uc.points }
  })
}
