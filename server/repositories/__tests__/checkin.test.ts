import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { NewRecord, RegionRow } from '../checkin'
import { newUser, seededRepos } from './fixture'

describe('checkin repository', () => {
  let repos: Repositories
  let city: RegionRow
  let province: RegionRow
  before(async () => {
    ;({ repos } = await seededRepos())
    const regions = await repos.checkin.listRegions()
    city = regions.find((r) => r.level === 'city')!
    province = regions.find((r) => r.code === city.parent_code)!
  })

  const record = (r: RegionRow, extra: Partial<NewRecord> = {}): NewRecord => ({
    regionCode: r.code,
    level: r.level,
    source: 'manual',
    note: null,
    photos: [],
    ...extra,
  })
  const now = () => new Date().toISOString()

  it('adds one record per user and region: adding it again adds nothing', async () => {
    const user = await newUser(repos)
    const first = await repos.checkin.addRecordIfMissing(user, record(city, { note: 'hi' }), now())
    assert.equal(first?.note, 'hi')
    assert.equal(await repos.checkin.addRecordIfMissing(user, record(city), now()), undefined)
    assert.deepEqual(await repos.checkin.findRecordOfRegion(user, city.code), first)
    assert.equal(await repos.checkin.findRecordOfRegion(user, province.code), undefined)
  })

  it("lists a user's records newest first, of one level when asked", async () => {
    const user = await newUser(repos)
    await repos.checkin.addRecordIfMissing(user, record(province), now())
    await repos.checkin.addRecordIfMissing(user, record(city), now())
    assert.deepEqual(
      (await repos.checkin.listRecords(user)).map((r) => r.region_code),
      [city.code, province.code],
    )
    assert.deepEqual(
      (await repos.checkin.listRecords(user, 'province')).map((r) => r.region_code),
      [province.code],
    )
    assert.deepEqual(await repos.checkin.countRecordsByLevel(user), { city: 1, province: 1 })
  })

  it("never completes, deletes or lists another user's record", async () => {
    const owner = await newUser(repos)
    const other = await newUser(repos)
    const r = (await repos.checkin.addRecordIfMissing(owner, record(city), now()))!
    assert.equal(await repos.checkin.completeRecord(other, r.id, { note: 'mine?' }), undefined)
    assert.equal(await repos.checkin.deleteRecord(other, { id: r.id }), 0)
    assert.equal(await repos.checkin.deleteRecord(other, { regionCode: city.code }), 0)
    assert.deepEqual(await repos.checkin.listRecords(other), [])
    assert.equal((await repos.checkin.findRecordOfRegion(owner, city.code))?.completed, 0)
  })

  it('completes a record with a note and photos', async () => {
    const user = await newUser(repos)
    const r = (await repos.checkin.addRecordIfMissing(user, record(city), now()))!
    const done = await repos.checkin.completeRecord(user, r.id, { note: 'lovely', photos: ['/a.png'] })
    assert.equal(done?.completed, 1)
    assert.equal(done?.note, 'lovely')
    assert.deepEqual(JSON.parse(done!.photos_json), ['/a.png'])
  })

  it('deletes a record by id, or by region without touching its parent', async () => {
    const user = await newUser(repos)
    const r = (await repos.checkin.addRecordIfMissing(user, record(city), now()))!
    await repos.checkin.addRecordIfMissing(user, record(province), now())
    assert.equal(await repos.checkin.deleteRecord(user, { id: r.id }), 1)
    assert.equal(await repos.checkin.deleteRecord(user, { id: r.id }), 0)
    await repos.checkin.addRecordIfMissing(user, record(city), now())
    assert.equal(await repos.checkin.deleteRecord(user, { regionCode: city.code }), 1)
    assert.deepEqual(
      (await repos.checkin.listRecords(user)).map((x) => x.region_code),
      [province.code],
    )
  })

  it('marks only unsynced records synced, and counts them', async () => {
    const user = await newUser(repos)
    await repos.checkin.addRecordIfMissing(user, record(city), now())
    assert.equal(await repos.checkin.markSynced(user), 1)
    assert.equal(await repos.checkin.markSynced(user), 0)
  })

  it('counts the people who lit a region and every participant', async () => {
    const lit = await repos.checkin.countPeopleWhoLit(city.code)
    const perUser = (await repos.checkin.countRecordsPerUser()).length
    await repos.checkin.addRecordIfMissing(await newUser(repos), record(city), now())
    assert.equal(await repos.checkin.countPeopleWhoLit(city.code), lit + 1)
    assert.equal((await repos.checkin.countRecordsPerUser()).length, perUser + 1)
  })

  it('joins a user once and keeps their map state', async () => {
    const user = await newUser(repos)
    const count = await repos.checkin.countParticipants()
    await repos.checkin.join(user)
    await repos.checkin.join(user)
    assert.equal(await repos.checkin.countParticipants(), count + 1)
    await repos.checkin.setLocation(user, { lat: 30, lon: 120, regionCode: city.code })
    await repos.checkin.setGivenUp(user, [province.code])
    await repos.checkin.setNickname(user, 'walker')
    assert.equal(await repos.checkin.addShare(user), 1)
    assert.equal(await repos.checkin.addShare(user), 2)
    const p = await repos.checkin.findParticipant(user)
    assert.deepEqual(
      { region: p?.last_region_code, givenUp: JSON.parse(p!.given_up_json), nickname: p?.nickname },
      { region: city.code, givenUp: [province.code], nickname: 'walker' },
    )
    assert.equal(await repos.checkin.findParticipant(await newUser(repos)), undefined)
  })

  it("renames only the user's own custom record", async () => {
    const owner = await newUser(repos)
    const c = await repos.checkin.createCustomRecord(owner, {
      name: 'bench',
      lat: 1,
      lon: 2,
      regionCode: null,
      note: null,
      visitedOn: null,
      photos: [],
    })
    assert.equal(await repos.checkin.renameCustomRecord(await newUser(repos), c.id, 'mine'), undefined)
    assert.equal((await repos.checkin.renameCustomRecord(owner, c.id, 'old bench'))?.name, 'old bench')
    assert.deepEqual(
      (await repos.checkin.listCustomRecords(owner)).map((x) => x.name),
      ['old bench'],
    )
  })

  it("keeps a custom record's visit date and photos, and deletes only the user's own", async () => {
    const owner = await newUser(repos)
    const c = await repos.checkin.createCustomRecord(owner, {
      name: 'pier',
      lat: 1,
      lon: 2,
      regionCode: null,
      note: null,
      visitedOn: '2021-07-04',
      photos: ['/api/v1/media/place/1.svg'],
    })
    assert.deepEqual([c.visited_on, JSON.parse(c.photos_json)], ['2021-07-04', ['/api/v1/media/place/1.svg']])
    assert.equal(await repos.checkin.deleteCustomRecord(await newUser(repos), c.id), 0)
    assert.equal(await repos.checkin.deleteCustomRecord(owner, c.id), 1)
    assert.equal(await repos.checkin.deleteCustomRecord(owner, c.id), 0)
    assert.deepEqual(await repos.checkin.listCustomRecords(owner), [])
  })

  it("finds the regions of the places in the user's own journeys", async () => {
    const tokyo = (await repos.journeys.findById(1))!
    assert.ok((await repos.checkin.listJourneyPlaceRegions(tokyo.owner_id)).length > 0)
    assert.deepEqual(await repos.checkin.listJourneyPlaceRegions(await newUser(repos)), [])
  })

  it('lists the map icons and the poster templates', async () => {
    assert.ok((await repos.checkin.listIcons()).length > 0)
    assert.ok((await repos.checkin.listTemplates()).length > 0)
  })
})
