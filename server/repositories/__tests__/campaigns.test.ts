import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

const SUMMER = 1

describe('campaigns repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('finds a campaign by id, and nothing for an unknown id', async () => {
    assert.equal((await repos.campaigns.findById(SUMMER))?.kind, 'summer2025')
    assert.equal(await repos.campaigns.findById(999), undefined)
  })

  it("makes a user's campaign row once, with nothing earned", async () => {
    const user = await newUser(repos)
    const first = await repos.campaigns.ensureUserCampaign(user, SUMMER)
    assert.deepEqual(
      { earned: first.chances_earned, used: first.chances_used, points: first.points },
      { earned: 0, used: 0, points: 0 },
    )
    await repos.campaigns.earn(user, SUMMER, { chances: 2, points: 5 })
    const again = await repos.campaigns.ensureUserCampaign(user, SUMMER)
    assert.equal(again.chances_earned, 2)
    assert.equal(again.points, 5)
  })

  it('uses chances only while some are left', async () => {
    const user = await newUser(repos)
    await repos.campaigns.ensureUserCampaign(user, SUMMER)
    await repos.campaigns.earn(user, SUMMER, { chances: 1 })
    assert.equal(await repos.campaigns.useChance(user, SUMMER), true)
    assert.equal(await repos.campaigns.useChance(user, SUMMER), false)
    assert.equal((await repos.campaigns.ensureUserCampaign(user, SUMMER)).chances_used, 1)
  })

  it('spends points only when the user has enough', async () => {
    const user = await newUser(repos)
    await repos.campaigns.ensureUserCampaign(user, SUMMER)
    await repos.campaigns.earn(user, SUMMER, { points: 10 })
    assert.equal(await repos.campaigns.spendPoints(user, SUMMER, 11), false)
    assert.equal(await repos.campaigns.spendPoints(user, SUMMER, 10), true)
    assert.equal((await repos.campaigns.ensureUserCampaign(user, SUMMER)).points, 0)
  })

  it("does not spend another user's chances", async () => {
    const rich = await newUser(repos)
    const poor = await newUser(repos)
    await repos.campaigns.ensureUserCampaign(rich, SUMMER)
    await repos.campaigns.ensureUserCampaign(poor, SUMMER)
    await repos.campaigns.earn(rich, SUMMER, { chances: 3 })
    assert.equal(await repos.campaigns.useChance(poor, SUMMER), false)
  })

  it("lists a campaign's tasks and finds one by key", async () => {
    const tasks = await repos.campaigns.listTasks(SUMMER)
    assert.ok(tasks.length > 0)
    assert.deepEqual(await repos.campaigns.findTask(SUMMER, tasks[0].key), tasks[0])
    assert.equal(await repos.campaigns.findTask(SUMMER, 'no-such-task'), undefined)
  })

  it("lists a user's task completions by day, and none for no tasks", async () => {
    const user = await newUser(repos)
    const [task] = await repos.campaigns.listTasks(SUMMER)
    await repos.campaigns.recordTaskCompletion(user, task.id, '2026-01-01')
    await repos.campaigns.recordTaskCompletion(user, task.id, '2026-01-02')
    const done = await repos.campaigns.listTaskCompletions(user, [task.id])
    assert.deepEqual(done.map((d) => d.day).sort(), ['2026-01-01', '2026-01-02'])
    assert.deepEqual(await repos.campaigns.listTaskCompletions(user, []), [])
    assert.deepEqual(await repos.campaigns.listTaskCompletions(await newUser(repos), [task.id]), [])
  })

  it('gives back the stored result of a retried request, per user, scope and key', async () => {
    const user = await newUser(repos)
    assert.equal(await repos.campaigns.findIdempotentResult(user, 'draw:1', 'k1'), undefined)
    await repos.campaigns.saveIdempotentResult(user, 'draw:1', 'k1', { drawId: 7 })
    assert.deepEqual(await repos.campaigns.findIdempotentResult(user, 'draw:1', 'k1'), { drawId: 7 })
    assert.equal(await repos.campaigns.findIdempotentResult(user, 'redeem', 'k1'), undefined)
    assert.equal(await repos.campaigns.findIdempotentResult(await newUser(repos), 'draw:1', 'k1'), undefined)
  })

  it('records a draw and answers its id', async () => {
    const user = await newUser(repos)
    const a = await repos.campaigns.recordDraw({
      userId: user,
      campaignId: SUMMER,
      prizeId: null,
      userPrizeId: null,
      wishId: null,
    })
    const b = await repos.campaigns.recordDraw({
      userId: user,
      campaignId: SUMMER,
      prizeId: null,
      userPrizeId: null,
      wishId: null,
    })
    assert.ok(b > a)
  })
})
