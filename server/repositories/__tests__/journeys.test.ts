import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { JourneyRow } from '../journeys'
import { newUser, seededRepos } from './fixture'

describe('journeys repository', () => {
  let repos: Repositories
  let tokyo: JourneyRow
  before(async () => {
    ;({ repos } = await seededRepos())
    tokyo = (await repos.journeys.findById(1))!
  })

  it('finds a journey by id, and nothing for an unknown id', async () => {
    assert.equal(tokyo.id, 1)
    assert.equal(await repos.journeys.findById(999_999), undefined)
  })

  it('leaves deleted journeys out of a lookup by ids', async () => {
    const deleted = await repos.journeys.findById(8)
    assert.ok(deleted?.deleted_at, 'the demo journey 8 is deleted')
    const rows = await repos.journeys.findLiveByIds([1, 8, 999_999])
    assert.deepEqual(
      rows.map((r) => r.id),
      [1],
    )
    assert.deepEqual(await repos.journeys.findLiveByIds([]), [])
  })

  it('tells the owner, a co-editor, a signed-in reader and a signed-out visitor apart', async () => {
    const stranger = await newUser(repos)
    assert.equal(await repos.journeys.roleOf(tokyo, tokyo.owner_id), 'owner')
    assert.equal(await repos.journeys.roleOf(tokyo, 2), 'editor')
    assert.equal(await repos.journeys.roleOf(tokyo, stranger), 'viewer')
    assert.equal(await repos.journeys.roleOf(tokyo, undefined), 'viewer')
  })

  it('counts views and shares one at a time', async () => {
    await repos.journeys.count(1, 'views')
    await repos.journeys.count(1, 'shares')
    const after = (await repos.journeys.findById(1))!
    assert.equal(after.views, tokyo.views + 1)
    assert.equal(after.shares, tokyo.shares + 1)
  })

  it('moves the save count only when the save really changes', async () => {
    const user = await newUser(repos)
    const saves = (await repos.journeys.findById(2))!.saves
    assert.equal(await repos.journeys.setSaved(user, 2, true), saves + 1)
    assert.equal(await repos.journeys.setSaved(user, 2, true), saves + 1)
    assert.equal(await repos.journeys.isSavedBy(user, 2), true)
    assert.equal(await repos.journeys.setSaved(user, 2, false), saves)
    assert.equal(await repos.journeys.setSaved(user, 2, false), saves)
    assert.equal(await repos.journeys.isSavedBy(user, 2), false)
  })

  it("does not show one user's save as another's", async () => {
    const a = await newUser(repos)
    const b = await newUser(repos)
    await repos.journeys.setSaved(a, 3, true)
    assert.equal(await repos.journeys.isSavedBy(b, 3), false)
  })

  it('appends a place visit at the end of the day and marks the journey changed', async () => {
    const place = (await repos.places.listBestRated({ limit: 1 }))[0]
    const first = await repos.journeys.addPlaceVisit(1, 1, { placeId: place.id })
    const second = await repos.journeys.addPlaceVisit(1, 1, { placeId: place.id, note: 'again' })
    assert.ok(first && second)
    assert.equal(second.seq, first.seq + 1)
    assert.ok((await repos.journeys.findById(1))!.updated_at > tokyo.updated_at)
  })

  it('adds no place visit to a day the journey does not have', async () => {
    const place = (await repos.places.listBestRated({ limit: 1 }))[0]
    assert.equal(await repos.journeys.addPlaceVisit(1, 99, { placeId: place.id }), null)
  })

  it('adds a co-editor once, however often asked', async () => {
    const user = await newUser(repos)
    await repos.journeys.addCollaborator(3, user, 1)
    await repos.journeys.addCollaborator(3, user, 1)
    const j = (await repos.journeys.findById(3))!
    assert.equal(await repos.journeys.roleOf(j, user), 'editor')
    const detail = await repos.journeys.detail(j)
    assert.equal(detail.collaborators.filter((c) => c.id === user).length, 1)
  })

  it('reads transport legs and day routes, and nothing for unknown ones', async () => {
    const detail = await repos.journeys.detail(tokyo)
    const leg = detail.days.flatMap((d) => d.items).find((i) => i.transport)?.transport
    if (leg) assert.equal((await repos.journeys.findTransport(leg.id))?.journey_id, 1)
    assert.equal(await repos.journeys.findTransport(999_999), undefined)
    assert.equal((await repos.journeys.findDayRoute(1, 1))?.journey_id, 1)
    assert.equal(await repos.journeys.findDayRoute(1, 99), undefined)
  })

  it('lists the places of each day, last visited first', async () => {
    const rows = await repos.journeys.dayPlacesLastFirst(1)
    assert.ok(rows.length > 0)
    assert.deepEqual(
      rows.map((r) => r.day_index),
      [...rows.map((r) => r.day_index)].sort((a, b) => a - b),
    )
  })

  it('lists only public journeys that are not deleted for the assistant', async () => {
    const ids = (await repos.journeys.listPublic()).map((j) => j.id)
    assert.ok(!ids.includes(8))
    for (const id of ids) assert.equal((await repos.journeys.findById(id))?.visibility, 'public')
  })
})
