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

/**
 * What a server-checked task can claim (issue 15, docs/business-rules.md "Tasks"): the count of
 * evidence the server sees, either per day (claims today <= evidence today) or in total.
 */
async function evidenceOf(
  repos: Repositories,
  userId: number,
  campaignId: number,
  key: string,
  day: string,
): Promise<{ count: number; per: 'day' | 'total' }> {
  switch (key) {
    case 'invite_friend':
      // Distinct signed-in people who opened my link to this campaign.
      return { count: await repos.shareOpens.countOpeners('campaign', campaignId, userId), per: 'total' }
    case 'share_journey':
      // Distinct (journey, opener) opens today of journeys I shared.
      return { count: await repos.shareOpens.countOnDay('journey', userId, day), per: 'day' }
    case 'light_up_city':
      return { count: (await repos.checkin.countRecordsByLevel(userId)).city ?? 0, per: 'total' }
    default:
      return { count: 0, per: 'total' }
  }
}

/** What is missing when a server-checked task has no evidence left to claim. */
const MISSING: Record<string, string> = {
  invite_friend: 'no new friend has signed in through your invitation link yet',
  share_journey: 'nobody new has opened a journey you shared today yet',
  light_up_city: 'light up a new city in your life-places map first',
}

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
  return Promise.all(
    tasks.map(async (t) => {
      const mine = done.filter((x) => x.task_id === t.id)
      const doneToday = mine.filter((x) => x.day === d).length
      const withinLimits = doneToday < t.daily_limit && mine.length < t.total_limit
      let verified = true
      if (t.check_kind === 'server') {
        const ev = userId ? await evidenceOf(repos, userId, campaignId, t.key, d) : { count: 0, per: 'total' }
        verified = ev.count > (ev.per === 'day' ? doneToday : mine.length)
      }
      return {
        key: t.key,
        title: t.title,
        chances: t.chances,
        points: t.points,
        dailyLimit: t.daily_limit,
        totalLimit: t.total_limit,
        doneToday,
        doneTotal: mine.length,
        available: withinLimits && verified,
        check: t.check_kind === 'server' ? 'server' : 'self',
      }
    }),
  )
}

/**
 * Completes a task once: checks its daily and total limits (409 / 40904) and, for a server-checked
 * task, that there is evidence not yet claimed (409 / 40913), then grants chances and points.
 */
export async function completeTask(repos: Repositories, userId: number, campaign: Campaign, key: string) {
  assertOpen(campaign)
  return repos.inTransaction(async (tx) => {
    const task = orNotFound(await tx.campaigns.findTask(campaign.id, key), `unknown task ${key}`)
    // Lock the user's row first (an UPDATE that changes nothing): on PostgreSQL two claims of the same
    // user then run one after the other, so the counts below are exact. A refusal rolls it back.
    await tx.campaigns.ensureUserCampaign(userId, campaign.id)
    await tx.campaigns.earn(userId, campaign.id, {})
    const current = (await taskList(tx, userId, campaign.id)).find((t) => t.key === key)!
    if (current.doneToday >= current.dailyLimit || current.doneTotal >= current.totalLimit)
      throw conflict('task already done for now', API_CODES.TASK_DONE)
    if (!current.available)
      throw conflict(MISSING[key] ?? 'this task is not done yet', API_CODES.TASK_NOT_VERIFIED)
    await tx.campaigns.recordTaskCompletion(userId, task.id, today())
    const uc = await tx.campaigns.earn(userId, campaign.id, { chances: task.chances, points: task.points })
    const updated = (await taskList(tx, userId, campaign.id)).find((t) => t.key === key)!
    return { task: updated, chancesLeft: uc.chances_earned - uc.chances_used, points: uc.points }
  })
}
