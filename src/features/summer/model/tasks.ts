import type { Task } from '@types-shared/api/campaign'

/**
 * What a task's button does now (docs/business-rules.md "Draw chances and tasks"):
 * - `do`: a self task with room left today and in total: the traveller says they did it;
 * - `claim`: a server-checked task with evidence not yet claimed (`available`);
 * - `go`: a server-checked task with no evidence yet: go and earn it (share, light up a city);
 * - `done`: today's or the total limit reached.
 */
export type TaskAction = 'do' | 'claim' | 'go' | 'done'

export const limitReached = (task: Task) =>
  task.doneToday >= task.dailyLimit || task.doneTotal >= task.totalLimit

export function taskAction(task: Task): TaskAction {
  if (limitReached(task)) return 'done'
  if (task.check === 'server') return task.available ? 'claim' : 'go'
  return task.available === false ? 'done' : 'do'
}

/** Where a server-checked task is earned. */
export type TaskGoal = 'invite' | 'journeys' | 'clockIn'
const GOALS: Record<string, TaskGoal> = {
  invite_friend: 'invite',
  share_journey: 'journeys',
  light_up_city: 'clockIn',
}
export const taskGoal = (task: Task): TaskGoal | null => GOALS[task.key] ?? null

/** A total limit this high is "no limit" to a traveller (the seed's 999). */
export const UNLIMITED_TOTAL = 999
