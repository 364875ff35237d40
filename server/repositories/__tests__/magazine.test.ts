import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { seededRepos } from './fixture'

describe('magazine repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('finds an issue by id, the latest without one, and nothing for an unknown id', async () => {
    assert.equal((await repos.magazine.findIssue(1))?.id, 1)
    assert.equal((await repos.magazine.findIssue())?.id, 1)
    assert.equal(await repos.magazine.findIssue(999), undefined)
  })

  it("lists an issue's sections and article briefs in order", async () => {
    const sections = await repos.magazine.listSections(1)
    assert.deepEqual(
      sections.map((s) => s.seq),
      [...sections.map((s) => s.seq)].sort((a, b) => a - b),
    )
    const briefs = await repos.magazine.listArticleBriefs(1)
    assert.ok(briefs.length > 0)
    assert.ok(!('blocks_json' in briefs[0]))
    assert.deepEqual(await repos.magazine.listSections(999), [])
  })

  it('finds an article with its section, its neighbours in reading order, and nothing for unknown ids', async () => {
    const ids = await repos.magazine.listArticleIds(1)
    const a = await repos.magazine.findArticle(ids[1])
    assert.equal(a?.id, ids[1])
    assert.ok(await repos.magazine.findSection(a!.section_id))
    assert.equal(await repos.magazine.findArticle(999_999), undefined)
    assert.equal(await repos.magazine.findSection(999_999), undefined)
    assert.deepEqual(await repos.magazine.listArticleIds(999), [])
  })
})
