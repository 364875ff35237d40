import type { Task } from '@types-shared/api/campaign'
import { taskAction, taskGoal } from '../model/tasks'

const task = (extra: Partial<Task>): Task => ({
  key: 'daily_checkin',
  title: '',
  chances: 1,
  points: 0,
  dailyLimit: 1,
  totalLimit: 999,
  doneToday: 0,
  doneTotal: 0,
  available: true,
  check: 'self',
  ...extra,
})

describe("a task's button", () => {
  it.each([
    ['a self task with room today', {}, 'do'],
    ['a self task done today', { doneToday: 1, doneTotal: 4 }, 'done'],
    ['a self task at its total', { dailyLimit: 2, doneToday: 0, totalLimit: 3, doneTotal: 3 }, 'done'],
    ['a self task the server says is not available', { available: false }, 'done'],
    ['a server task with evidence', { check: 'server', available: true }, 'claim'],
    ['a server task without evidence', { check: 'server', available: false }, 'go'],
    ['a server task at its total', { check: 'server', available: true, totalLimit: 5, doneTotal: 5 }, 'done'],
  ] as const)('%s: %s', (_, extra, action) => {
    expect(taskAction(task(extra))).toBe(action)
  })

  it('knows where each server task is earned', () => {
    expect(taskGoal(task({ key: 'invite_friend' }))).toBe('invite')
    expect(taskGoal(task({ key: 'share_journey' }))).toBe('journeys')
    expect(taskGoal(task({ key: 'light_up_city' }))).toBe('clockIn')
    expect(taskGoal(task({ key: 'something_new' }))).toBeNull()
  })
})
