// What the assistant's endpoints refuse before any answer starts (issue 17): bad input, someone
// else's conversation or answer, a second answer in the same conversation, the question budget. Each
// is the usual JSON envelope with its status and leaves the database as it was.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs, call, dbFingerprint } from './helpers'
import { eventParts } from './endpoint-fixtures'
import { scriptedProvider, sleep } from './chat-fixtures'
import { API_CODES } from '../../types/api/common'
import { CHAT_QUESTION_MAX } from '../../types/api/chat-stream'

describe('the assistant refuses', () => {
  const provider = scriptedProvider(['好的', '，', '这样玩。'])
  let app: FastifyInstance
  let sid = ''
  let otherSid = ''
  let mine = 0
  let answer = 0
  let question = 0
  before(async () => {
    app = testApp({ chatProvider: provider })
    sid = await loginAs(app, 1)
    otherSid = await loginAs(app, 2)
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ai_chat/send',
      headers: { authorization: sid },
      payload: { content: '京都三天' },
    })
    const start = eventParts(res.body)[0].part
    ;[mine, answer, question] = [start.conversationId, start.messageId, start.questionId]
  })
  after(() => app.close())

  const cases: Array<[string, 'GET' | 'POST', string, unknown, number, string?]> = [
    ['a question without content', 'POST', 'ai_chat/send', {}, 400],
    ['an empty question', 'POST', 'ai_chat/send', { content: '' }, 400],
    ['a question of spaces only', 'POST', 'ai_chat/send', { content: '   ' }, 400],
    ['an oversized question', 'POST', 'ai_chat/send', { content: 'x'.repeat(CHAT_QUESTION_MAX + 1) }, 400],
    ['a question that is not text', 'POST', 'ai_chat/send', { content: 42 }, 400],
    ['an unknown language', 'POST', 'ai_chat/send', { content: 'hi', lang: 'fr' }, 400],
    [
      'a conversation id that is not a number',
      'POST',
      'ai_chat/send',
      { content: 'hi', conversationId: 'a' },
      400,
    ],
    ['an unknown conversation', 'POST', 'ai_chat/send', { content: 'hi', conversationId: 987654 }, 404],
    ['a resume without messageId', 'GET', 'ai_chat/resume', '', 400],
    ['a resume of a non-number', 'GET', 'ai_chat/resume', 'messageId=abc', 400],
    ['a resume after a negative part', 'GET', 'ai_chat/resume', 'messageId=1&after=-1', 400],
    ['a resume of an unknown answer', 'GET', 'ai_chat/resume', 'messageId=987654', 404],
    ['a stop without messageId', 'POST', 'ai_chat/stop', {}, 400],
    ['a stop of a non-number', 'POST', 'ai_chat/stop', { messageId: 'x' }, 400],
    ['a stop of an unknown answer', 'POST', 'ai_chat/stop', { messageId: 987654 }, 404],
  ]
  for (const [name, method, path, input, status] of cases) {
    test(`${name} with ${status} and changes nothing`, async () => {
      const unchanged = await dbFingerprint(app)
      const url = `/api/v1/${path}${method === 'GET' && input ? `?${input}` : ''}`
      const r = await call(app, method, url, { sid, body: method === 'POST' ? input : undefined })
      assert.equal(r.status, status, JSON.stringify(r.body))
      assert.equal(r.body.success, false)
      assert.match(String(r.headers['content-type']), /application\/json/)
      assert.equal(await dbFingerprint(app), unchanged)
    })
  }

  test("a question in another user's conversation with 404", async () => {
    const unchanged = await dbFingerprint(app)
    const r = await call(app, 'POST', '/api/v1/ai_chat/send', {
      sid: otherSid,
      body: { content: 'hi', conversationId: mine },
    })
    assert.equal(r.status, 404)
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('a question, not an answer, as the message to resume or stop with 404', async () => {
    assert.equal(
      (await call(app, 'GET', `/api/v1/ai_chat/resume?messageId=${question}`, { sid })).status,
      404,
    )
    assert.equal(
      (await call(app, 'POST', '/api/v1/ai_chat/stop', { sid, body: { messageId: question } })).status,
      404,
    )
  })

  test('every endpoint without a session with 401', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/v1/ai_chat/send', { content: 'hi' }],
      ['GET', `/api/v1/ai_chat/resume?messageId=${answer}`, undefined],
      ['POST', '/api/v1/ai_chat/stop', { messageId: answer }],
    ] as const) {
      const r = await call(app, method, url, { body })
      assert.equal(r.status, 401, url)
      assert.equal(r.body.code, API_CODES.UNAUTHORIZED)
    }
  })

  test('the second of two questions sent at once to one conversation with 40914', async () => {
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/ai_chat/send',
        headers: { authorization: sid },
        payload: { content: 'HOLD 第二天呢？', conversationId: mine },
      })
    const sent = [ask(), ask()]
    // The held answer cannot end before release(), so the first reply is the refused one. Released
    // only once the answer waits at the gate too: on a slower database the refusal can come before the
    // accepted answer reaches its provider, and a release before that would let nothing go.
    await Promise.race(sent)
    await provider.untilHeld()
    provider.release()
    const [a, b] = await Promise.all(sent)
    const statuses = [a.statusCode, b.statusCode].sort()
    assert.deepEqual(statuses, [200, 409])
    const refused = a.statusCode === 409 ? a : b
    assert.equal(refused.json().code, API_CODES.ANSWER_IN_PROGRESS)
    // One question and one answer more, not two.
    const history = await call(app, 'GET', `/api/v1/message/history?conversationId=${mine}`, { sid })
    assert.equal(history.body.data.length, 4)
    assert.deepEqual(
      history.body.data.map((m: any) => m.status),
      ['done', 'done', 'done', 'done'],
    )
    // Once it is written the conversation takes the next question.
    const next = await app.inject({
      method: 'POST',
      url: '/api/v1/ai_chat/send',
      headers: { authorization: sid },
      payload: { content: '第三天呢？', conversationId: mine },
    })
    assert.equal(next.statusCode, 200)
  })

  test('clearing a conversation while its answer is written stops the answer first', async () => {
    const reading = app.inject({
      method: 'POST',
      url: '/api/v1/ai_chat/send',
      headers: { authorization: sid },
      payload: { content: 'HOLD 还有呢？', conversationId: mine },
    })
    await sleep(50)
    const cleared = await call(app, 'POST', '/api/v1/conversation/clear_message', {
      sid,
      body: { conversationId: mine },
    })
    assert.equal(cleared.status, 200)
    assert.equal(cleared.body.data.messageCount, 0)
    const streamed = eventParts((await reading).body)
    assert.equal(streamed.at(-1)!.part.status, 'stopped')
    assert.equal(
      (await call(app, 'GET', `/api/v1/conversation/detail?id=${mine}`, { sid })).body.data.messageCount,
      0,
    )
  })

  test('a provider that crashes gives a failed answer with a generic message, and the server goes on', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ai_chat/send',
      headers: { authorization: sid },
      payload: { content: 'CRASH please', lang: 'en' },
    })
    const parts = eventParts(res.body).map((e) => e.part)
    const error = parts.find((p) => p.type === 'error')!
    assert.equal(error.reason, 'provider_failed')
    assert.doesNotMatch(error.message, /sk-secret/)
    assert.equal(parts.at(-1)!.status, 'failed')
  })
})

describe('the question budget', () => {
  test('refuses a question over the per-minute budget with 429 and Retry-After, storing nothing', async () => {
    const app = testApp({
      chatProvider: scriptedProvider(['ok']),
      chat: { ratePerMinute: 2, ratePerDay: 10 },
    })
    try {
      const sid = await loginAs(app, 1)
      const otherSid = await loginAs(app, 2)
      const ask = (who: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/ai_chat/send',
          headers: { authorization: who },
          payload: { content: 'hi' },
        })
      assert.equal((await ask(sid)).statusCode, 200)
      assert.equal((await ask(sid)).statusCode, 200)
      const unchanged = await dbFingerprint(app)
      const third = await ask(sid)
      assert.equal(third.statusCode, 429)
      assert.equal(third.json().code, API_CODES.TOO_MANY_REQUESTS)
      const retry = Number(third.headers['retry-after'])
      assert.ok(retry >= 1 && retry <= 60, `Retry-After ${retry}`)
      assert.equal(await dbFingerprint(app), unchanged)
      // The budget is per user.
      assert.equal((await ask(otherSid)).statusCode, 200)
    } finally {
      await app.close()
    }
  })
})

describe('the per-day question budget', () => {
  test('refuses the question over the day budget until the oldest of the day is a day old', async () => {
    const { createQuestionBudget } = await import('../services/chat/question-budget')
    const { createMemoryCounters } = await import('../lib/memory-counters')
    const budget = createQuestionBudget(createMemoryCounters(), 6, 3)
    const t0 = Date.UTC(2026, 0, 1)
    for (const minutes of [0, 10, 20]) assert.equal((await budget.take(1, t0 + minutes * 60_000)).ok, true)
    const refused = await budget.take(1, t0 + 30 * 60_000)
    assert.equal(refused.ok, false)
    if (!refused.ok) assert.equal(Math.round(refused.retryAfterSeconds), 24 * 3600 - 30 * 60)
    assert.equal((await budget.take(2, t0 + 30 * 60_000)).ok, true)
    assert.equal((await budget.take(1, t0 + 24 * 3600_000 + 1)).ok, true)
  })
})

describe('the memory bounds of answers', () => {
  test('an answer longer than the parts budget is cut and stored done with what it had', async () => {
    const pieces = Array.from({ length: 20 }, (_, i) => `${i},`)
    const app = testApp({ chatProvider: scriptedProvider(pieces), chatLimits: { partsPerRun: 8 } })
    try {
      const sid = await loginAs(app, 1)
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/ai_chat/send',
        headers: { authorization: sid },
        payload: { content: 'long' },
      })
      const events = eventParts(res.body)
      assert.ok(events.length <= 8, `${events.length} parts`)
      assert.equal(events.at(-1)!.part.status, 'done')
      const stored = await app.db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', events[0].part.messageId)
        .executeTakeFirstOrThrow()
      assert.equal(stored.content, pieces.slice(0, events.length - 2).join(''))
    } finally {
      await app.close()
    }
  })

  test('when every run in memory is still being written, a new question waits with 429', async () => {
    const provider = scriptedProvider(['ok'])
    const app = testApp({ chatProvider: provider, chatLimits: { runs: 1 } })
    try {
      const sid = await loginAs(app, 1)
      const ask = (content: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/ai_chat/send',
          headers: { authorization: sid },
          payload: { content },
        })
      const held = ask('HOLD first')
      await sleep(50)
      const second = await ask('second')
      assert.equal(second.statusCode, 429)
      assert.ok(Number(second.headers['retry-after']) >= 1)
      provider.release()
      assert.equal((await held).statusCode, 200)
      // A finished run makes room.
      assert.equal((await ask('third')).statusCode, 200)
    } finally {
      await app.close()
    }
  })
})
