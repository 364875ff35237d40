import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { PlaceRow } from '../places'
import { seededRepos } from './fixture'

describe('places repository', () => {
  let repos: Repositories
  let all: PlaceRow[]
  before(async () => {
    ;({ repos } = await seededRepos())
    all = await repos.places.listBestRated({})
  })

  it('finds a place by id and several by ids, and nothing for unknown ids', async () => {
    const [a, b] = all
    assert.deepEqual(await repos.places.findById(a.id), a)
    assert.equal(await repos.places.findById(999_999), undefined)
    assert.deepEqual(
      (await repos.places.findByIds([a.id, b.id, 999_999])).map((p) => p.id).sort(),
      [a.id, b.id].sort(),
    )
    assert.deepEqual(await repos.places.findByIds([]), [])
  })

  it('searches local and English names, best rated first, within the limit', async () => {
    const p = all[0]
    const hits = await repos.places.search(p.name_en.slice(0, 4), { limit: 3 })
    assert.ok(hits.length >= 1 && hits.length <= 3)
    assert.ok(hits.some((h) => h.id === p.id) || hits.every((h) => h.rating >= p.rating))
    for (let i = 1; i < hits.length; i++) assert.ok(hits[i - 1].rating >= hits[i].rating)
    assert.ok((await repos.places.search(p.name, { limit: 10 })).some((h) => h.id === p.id))
  })

  it('takes % and _ in a keyword literally', async () => {
    assert.deepEqual(await repos.places.search('%', { limit: 10 }), [])
    assert.deepEqual(await repos.places.search('_', { limit: 10 }), [])
  })

  it('searches within a city when one is given', async () => {
    const p = all[0]
    const hits = await repos.places.search('', { city: p.city, limit: 50 })
    assert.ok(hits.length > 0)
    assert.ok(hits.every((h) => h.city === p.city))
  })

  it("finds a place by a map provider's id, and nothing for an unknown one", async () => {
    const p = all.find((x) => Object.keys(JSON.parse(x.outer_ids_json)).length > 0)!
    const [provider, outerId] = Object.entries(JSON.parse(p.outer_ids_json) as Record<string, string>)[0]
    assert.equal((await repos.places.findByOuterId(provider, outerId))?.id, p.id)
    assert.equal(await repos.places.findByOuterId(provider, 'no-such-id'), undefined)
  })

  it("lists a region's best rated places within the limit", async () => {
    const p = all.find((x) => x.city_code)!
    const inCity = await repos.places.listBestRated({
      region: { level: 'city', code: p.city_code! },
      limit: 2,
    })
    assert.ok(inCity.length >= 1 && inCity.length <= 2)
    assert.ok(inCity.every((x) => x.city_code === p.city_code))
    const inCountry = await repos.places.listBestRated({ region: { level: 'country', code: p.country_code } })
    assert.ok(inCountry.every((x) => x.country_code === p.country_code))
    assert.deepEqual(await repos.places.listBestRated({ region: { level: 'city', code: 'nowhere' } }), [])
  })
})
