import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

describe('chat repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  const say = (conversationId: number, content: string) =>
    repos.chat.addMessage({
      conversationId,
      role: 'user',
      content,
      cards: [],
      createdAt: new Date().toISOString(),
    })

  it("does not find another user's conversation as theirs", async () => {
    const owner = await newUser(repos)
    const c = await repos.chat.create(owner, 'Tokyo?', '2026-01-01T00:00:00.000Z')
    assert.deepEqual(await repos.chat.findOwn(owner, c.id), c)
    assert.equal(await repos.chat.findOwn(await newUser(repos), c.id), undefined)
    assert.equal(await repos.chat.findOwn(owner, 999_999), undefined)
  })

  it("pages a user's conversations, most recently active first, within bounds", async () => {
    const user = await newUser(repos)
    const a = await repos.chat.create(user, 'a', '2026-01-01T00:00:00.000Z')
    const b = await repos.chat.create(user, 'b', '2026-01-02T00:00:00.000Z')
    await repos.chat.create(await newUser(repos), 'not mine', '2026-01-03T00:00:00.000Z')
    await repos.chat.touch(a.id, '2026-01-04T00:00:00.000Z')
    assert.deepEqual(
      (await repos.chat.listByUser(user, { limit: 10, offset: 0 })).map((c) => c.id),
      [a.id, b.id],
    )
    assert.deepEqual(
      (await repos.chat.listByUser(user, { limit: 1, offset: 1 })).map((c) => c.id),
      [b.id],
    )
    assert.deepEqual(await repos.chat.listByUser(user, { limit: 10, offset: 2 }), [])
    assert.equal(await repos.chat.countByUser(user), 2)
  })

  it('pages messages back from the newest, before a message when given', async () => {
    const c = await repos.chat.create(await newUser(repos), 'q', new Date().toISOString())
    const ids = []
    for (const text of ['one', 'two', 'three', 'four']) ids.push((await say(c.id, text)).id)
    assert.deepEqual(
      (await repos.chat.listMessages(c.id, { limit: 2 })).map((m) => m.id),
      [ids[3], ids[2]],
    )
    assert.deepEqual(
      (await repos.chat.listMessages(c.id, { beforeId: ids[2], limit: 10 })).map((m) => m.id),
      [ids[1], ids[0]],
    )
    assert.equal(await repos.chat.countMessages(c.id), 4)
  })

  it('stores the cards of a message as JSON', async () => {
    const c = await repos.chat.create(await newUser(repos), 'q', new Date().toISOString())
    const cards = [{ type: 'place', id: 1, title: 'x', image: '/i.svg' }]
    const m = await repos.chat.addMessage({
      conversationId: c.id,
      role: 'assistant',
      content: 'a',
      cards,
      createdAt: c.created_at,
    })
    assert.deepEqual(JSON.parse(m.cards_json), cards)
  })

  it('clears the messages of one conversation only', async () => {
    const user = await newUser(repos)
    const c = await repos.chat.create(user, 'q', new Date().toISOString())
    const d = await repos.chat.create(user, 'r', new Date().toISOString())
    await say(c.id, 'x')
    await say(d.id, 'y')
    await repos.chat.clearMessages(c.id)
    assert.equal(await repos.chat.countMessages(c.id), 0)
    assert.equal(await repos.chat.countMessages(d.id), 1)
  })

  it('stores a question and the answer being written in a new conversation, or in the given one', async () => {
    const user = await newUser(repos)
    const first = await repos.chat.startExchange({
      userId: user,
      title: 'Where in Kyoto?',
      question: 'Where in Kyoto?',
    })
    assert.equal(first.conversation.title, 'Where in Kyoto?')
    assert.deepEqual([first.question.role, first.answer.role], ['user', 'assistant'])
    assert.deepEqual([first.question.status, first.answer.status], ['done', 'streaming'])
    await repos.chat.updateAnswer(first.answer.id, { content: 'Gion', cards: [], status: 'done' })
    const second = await repos.chat.startExchange({
      userId: user,
      conversationId: first.conversation.id,
      title: 'ignored',
      question: 'And at night?',
    })
    assert.equal(second.conversation.id, first.conversation.id)
    assert.equal(await repos.chat.countMessages(first.conversation.id), 4)
    assert.equal(await repos.chat.countByUser(user), 1)
    assert.equal((await repos.chat.findOwnAnswer(user, first.answer.id))?.content, 'Gion')
    assert.equal(await repos.chat.findOwnAnswer(user + 1000, first.answer.id), undefined)
    assert.equal(await repos.chat.questionOf(second.answer), second.question.id)
    assert.equal(await repos.chat.failAbandoned(), 1)
    assert.equal((await repos.chat.findMessage(second.answer.id))?.failure, 'interrupted')
  })
})
