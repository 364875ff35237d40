// The answer stream over a really listening server (issue 17): headers that stop buffering and
// compression, parts in separate chunks with increasing ids, resume after the reader left (by `after`
// or Last-Event-ID, live or from the database), stop, and answers a stopped server left unfinished.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs } from './helpers'
import { listen, readStream, scriptedProvider, seqOf, sleep, textOf, type Read } from './chat-fixtures'

const PIECES = ['成都', '三天：', '第一天', '看熊猫，', '第二天', '逛宽窄', '巷子，', '第三天', '吃火锅。']

describe('the answer stream', () => {
  const provider = scriptedProvider(PIECES, 40)
  let app: FastifyInstance
  let base = ''
  let sid = ''
  let otherSid = ''
  before(async () => {
    app = testApp({ chatProvider: provider, chatLimits: { keepFinishedMs: 300 } })
    base = await listen(app)
    sid = await loginAs(app, 1)
    otherSid = await loginAs(app, 2)
  })
  after(() => app.close())

  const send = (content: string, init: { stopAfter?: number; headers?: Record<string, string> } = {}) =>
    readStream(`${base}/api/v1/ai_chat/send`, {
      method: 'POST',
      headers: { authorization: sid, 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify({ content }),
      stopAfter: init.stopAfter,
    })
  const resume = (messageId: number, query = '', headers: Record<string, string> = {}, who = sid) =>
    readStream(`${base}/api/v1/ai_chat/resume?messageId=${messageId}${query}`, {
      headers: { authorization: who, ...headers },
    })
  const stored = (id: number) =>
    app.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const messageIdOf = (r: Read) => r.events[0].part.messageId as number
  const finished = async (id: number) => {
    for (let i = 0; i < 100 && (await stored(id)).status === 'streaming'; i++) await sleep(20)
    return stored(id)
  }

  test('streams with headers that no proxy buffers or compresses, even when gzip is accepted', async () => {
    const r = await send('成都三天怎么玩', { headers: { 'accept-encoding': 'gzip, br' } })
    assert.equal(r.status, 200)
    assert.match(r.headers.get('content-type')!, /^text\/event-stream/)
    assert.equal(r.headers.get('content-encoding'), null)
    assert.equal(r.headers.get('x-accel-buffering'), 'no')
    assert.match(r.headers.get('cache-control')!, /no-transform/)
    // The app's security headers are kept on the hijacked reply.
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff')
    assert.ok(r.headers.get('content-security-policy'))
    assert.ok(r.chunks > 1, `arrived in ${r.chunks} chunk(s)`)
    assert.equal(r.events[0].part.type, 'start')
    assert.equal(r.events.at(-1)!.part.type, 'finish')
    assert.deepEqual(
      r.events.map(seqOf),
      r.events.map((_, i) => i + 1),
    )
    assert.ok(r.events.every((e) => e.id.startsWith(`${messageIdOf(r)}:`)))
    assert.equal(textOf(r.events), PIECES.join(''))
  })

  test('a reader that left resumes after its last part and gets the rest once, matching the stored answer', async () => {
    const first = await send('成都三天怎么玩', { stopAfter: 4 })
    const id = messageIdOf(first)
    const last = seqOf(first.events.at(-1)!)
    const rest = await resume(id, `&after=${last}`)
    assert.equal(rest.status, 200)
    assert.equal(seqOf(rest.events[0]), last + 1)
    const all = [...first.events, ...rest.events]
    assert.deepEqual(
      all.map(seqOf),
      all.map((_, i) => i + 1),
    )
    assert.equal(rest.events.at(-1)!.part.status, 'done')
    assert.equal(textOf(all), (await stored(id)).content)
    assert.equal(textOf(all), PIECES.join(''))
  })

  test('the answer goes on while nobody reads it, and a reload shows its progress', async () => {
    const first = await send('成都三天怎么玩', { stopAfter: 2 })
    const id = messageIdOf(first)
    await sleep(200)
    const row = await stored(id)
    assert.equal(row.status, 'streaming')
    assert.ok(row.content.length > 0, 'the partial answer was stored')
    assert.equal((await finished(id)).content, PIECES.join(''))
  })

  test('resume takes the last part from Last-Event-ID', async () => {
    const first = await send('成都三天怎么玩', { stopAfter: 3 })
    const id = messageIdOf(first)
    const rest = await resume(id, '', { 'last-event-id': first.events.at(-1)!.id })
    assert.equal(seqOf(rest.events[0]), 4)
    assert.equal(textOf([...first.events, ...rest.events]), PIECES.join(''))
  })

  test('resume of an answer whose run was dropped replays it from the database', async () => {
    const done = await send('成都三天怎么玩')
    const id = messageIdOf(done)
    await sleep(450)
    assert.equal(app.answers.get(id), undefined)
    const replay = await resume(id, '&after=5')
    assert.deepEqual(
      replay.events.map((e) => e.part.type),
      ['start', 'text-delta', 'finish'],
    )
    assert.equal(replay.events[0].part.questionId, done.events[0].part.questionId)
    assert.equal(replay.events[1].part.delta, PIECES.join(''))
    assert.equal(replay.events[2].part.status, 'done')
  })

  test("another user's answer cannot be resumed or stopped: 404, and none of its text", async () => {
    const first = await send('成都三天怎么玩', { stopAfter: 2 })
    const id = messageIdOf(first)
    const r = await fetch(`${base}/api/v1/ai_chat/resume?messageId=${id}`, {
      headers: { authorization: otherSid },
    })
    assert.equal(r.status, 404)
    const body = await r.text()
    assert.ok(!body.includes('成都'))
    const s = await fetch(`${base}/api/v1/ai_chat/stop`, {
      method: 'POST',
      headers: { authorization: otherSid, 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: id }),
    })
    assert.equal(s.status, 404)
    assert.equal((await finished(id)).status, 'done')
  })

  test('stop keeps the answer as far as it got, ends the stream, and a repeated stop answers the same', async () => {
    const reading = send('成都三天怎么玩')
    await sleep(120)
    const started = [
      ...(await app.db.selectFrom('messages').selectAll().where('status', '=', 'streaming').execute()),
    ]
    assert.equal(started.length, 1)
    const id = started[0].id
    const stop = async () =>
      (await fetch(`${base}/api/v1/ai_chat/stop`, {
        method: 'POST',
        headers: { authorization: sid, 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: id }),
      }).then((r) => r.json())) as any
    const first = await stop()
    assert.equal(first.code, 0)
    assert.equal(first.data.status, 'stopped')
    assert.ok(first.data.content.length > 0 && first.data.content.length < PIECES.join('').length)
    const streamed = await reading
    assert.deepEqual(streamed.events.at(-1)!.part, { type: 'finish', messageId: id, status: 'stopped' })
    assert.equal(textOf(streamed.events), first.data.content)
    const again = await stop()
    assert.deepEqual(again.data, first.data)
    assert.equal((await stored(id)).status, 'stopped')
  })
})

describe('an answer a stopped server left unfinished', () => {
  test('is marked failed at the next start and resumes as interrupted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-restart-'))
    const dbFile = path.join(dir, 'trip.db')
    const first = testApp({ dbFile, chatProvider: scriptedProvider(['x']) })
    await first.ready()
    // A crash leaves the rows as they were: a question and an answer still 'streaming'.
    const left = await first.repos.chat.startExchange({ userId: 1, title: 'q', question: '京都怎么玩' })
    await first.repos.chat.updateAnswer(left.answer.id, { content: '京都有', cards: [] })
    await first.close()

    const second = testApp({ dbFile, chatProvider: scriptedProvider(['x']) })
    try {
      const base = await listen(second)
      const sid = await loginAs(second, 1)
      const row = await second.db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', left.answer.id)
        .executeTakeFirstOrThrow()
      assert.deepEqual([row.status, row.failure, row.content], ['failed', 'interrupted', '京都有'])
      const r = await readStream(`${base}/api/v1/ai_chat/resume?messageId=${left.answer.id}&after=0`, {
        headers: { authorization: sid, 'accept-language': 'en' },
      })
      assert.deepEqual(
        r.events.map((e) => e.part.type),
        ['start', 'text-delta', 'error', 'finish'],
      )
      assert.equal(r.events[2].part.reason, 'interrupted')
      assert.equal(r.events[3].part.status, 'failed')
    } finally {
      await second.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
