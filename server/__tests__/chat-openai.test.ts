// The OpenAI-compatible provider against a fake endpoint started here (issue 17): text streams
// through, split tool calls reach our catalogue, cards are real rows, failures and timeouts are
// clear errors, and the key never leaves the server.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs, dbFingerprint } from './helpers'
import { eventParts } from './endpoint-fixtures'
import { chunk, fakeOpenAi, streamChunks, sleep, textOf, type FakeOpenAi } from './chat-fixtures'
import { chatModel } from '../config'
import { API_CODES } from '../../types/api/common'

const KEY = 'sk-test-never-leaves-0123456789'

describe('the OpenAI-compatible provider', () => {
  let fake: FakeOpenAi
  let app: FastifyInstance
  let sid = ''
  const logged: string[] = []
  const responses: string[] = []

  before(async () => {
    fake = await fakeOpenAi()
    app = testApp({
      chat: { model: chatModel(fake.baseUrl, 'fake-model', KEY), timeoutMs: 400, totalTimeoutMs: 600_000 },
      logger: {
        level: 'trace',
        stream: new Writable({
          write(c, _e, cb) {
            logged.push(String(c))
            cb()
          },
        }),
      },
    })
    sid = await loginAs(app, 1)
  })
  after(async () => {
    await app.close()
    await fake.close()
  })

  async function ask(content: string, lang: 'en' | 'zh-CN' = 'en') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ai_chat/send',
      headers: { authorization: sid, 'accept-encoding': 'gzip' },
      payload: { content, lang },
    })
    responses.push(res.body, JSON.stringify(res.headers))
    assert.equal(res.statusCode, 200, res.body)
    const events = eventParts(res.body)
    const start = events[0].part
    const row = await app.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', start.messageId)
      .executeTakeFirstOrThrow()
    return { events, parts: events.map((e) => e.part), row }
  }

  test('streams the model text in several parts and stores it', async () => {
    fake.script(
      streamChunks([
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: 'Kyoto is ' }),
        chunk({ content: 'lovely in ' }),
        chunk({ content: 'autumn.' }),
        chunk({}, 'stop'),
      ]),
    )
    const { parts, row, events } = await ask('When should I visit Kyoto?')
    assert.equal(parts[0].provider, 'fake-model')
    assert.ok(parts.filter((p) => p.type === 'text-delta').length > 1)
    assert.equal(textOf(events), 'Kyoto is lovely in autumn.')
    assert.deepEqual(parts.at(-1), { type: 'finish', messageId: row.id, status: 'done' })
    assert.equal(row.content, 'Kyoto is lovely in autumn.')
    assert.equal(row.status, 'done')
    const sent = fake.requests.at(-1)!
    assert.equal(sent.stream, true)
    assert.equal(sent.messages[0].role, 'system')
    assert.match(sent.messages[0].content, /English/)
    assert.deepEqual(
      sent.tools.map((t: any) => t.function.name),
      ['search_places', 'search_journeys'],
    )
  })

  test('joins a tool call split across chunks, runs it on our catalogue and shows real places as cards', async () => {
    const args = '{"query": "", "city": "京都", "category": "food"}'
    const pieces = [args.slice(0, 7), args.slice(7, 19), args.slice(19, 33), args.slice(33)]
    let toolResult: any
    fake.script(
      streamChunks([
        chunk({
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: 'call_abc',
              type: 'function',
              function: { name: 'search_places', arguments: '' },
            },
          ],
        }),
        ...pieces.map((p) => chunk({ tool_calls: [{ index: 0, function: { arguments: p } }] })),
        chunk({}, 'tool_calls'),
      ]),
      (body, res, req) => {
        toolResult = JSON.parse(body.messages.at(-1).content)
        const first = toolResult.results[0].name
        streamChunks([
          chunk({ content: 'Eat your way through ' }),
          chunk({ content: `${first}.` }),
          chunk({}, 'stop'),
        ])(body, res, req)
      },
    )
    const { parts, row } = await ask('What to eat in Kyoto')
    // The second completion carried our tool result: real Kyoto food places from the database.
    const second = fake.requests.at(-1)!
    const assistantTurn = second.messages.at(-2)
    assert.equal(assistantTurn.tool_calls[0].id, 'call_abc')
    assert.equal(assistantTurn.tool_calls[0].function.arguments, args)
    assert.equal(second.messages.at(-1).role, 'tool')
    assert.equal(second.messages.at(-1).tool_call_id, 'call_abc')
    assert.ok(toolResult.results.length > 0)
    for (const r of toolResult.results) {
      const place = await app.db
        .selectFrom('places')
        .selectAll()
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow()
      assert.equal(place.city, '京都')
      assert.equal(place.category, 'food')
      assert.equal(r.name, place.name_en)
      assert.equal(r.localName, place.name)
    }
    assert.ok(toolResult.results.some((r: any) => r.localName === '锦市场' || r.localName === '先斗町'))
    // Cards: real places, English titles, the one the answer names first, no duplicates, at most 6.
    const cards = parts.filter((p) => p.type === 'card').map((p) => p.card)
    assert.ok(cards.length > 0 && cards.length <= 6)
    assert.equal(cards[0].title, toolResult.results[0].name)
    assert.equal(new Set(cards.map((c) => c.id)).size, cards.length)
    for (const card of cards) {
      const place = await app.db
        .selectFrom('places')
        .selectAll()
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow()
      assert.equal(card.type, 'place')
      assert.equal(card.title, place.name_en)
      assert.equal(card.image, `/api/v1/media/place/${card.id}-1.svg`)
    }
    assert.equal(row.status, 'done')
    assert.deepEqual(JSON.parse(row.cards_json), cards)
    assert.match(row.content, /^Eat your way through /)
  })

  test('answers bad JSON arguments from the model with a tool error, not a crash', async () => {
    fake.script(
      streamChunks([
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_bad',
              type: 'function',
              function: { name: 'search_places', arguments: '{"query": ' },
            },
          ],
        }),
        chunk({}, 'tool_calls'),
      ]),
      streamChunks([chunk({ content: 'Sorry, let me answer without it.' }), chunk({}, 'stop')]),
    )
    const { row } = await ask('Where to eat?')
    assert.equal(row.status, 'done')
    assert.match(JSON.parse(fake.requests.at(-1)!.messages.at(-1).content).error, /not a valid JSON/)
  })

  test('an endpoint answering 500 gives provider_failed, finish failed, and a failed stored answer', async () => {
    fake.script((_b, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: `upstream exploded, key ${KEY}` } }))
    })
    const { parts, row } = await ask('Plan my trip', 'zh-CN')
    const error = parts.find((p) => p.type === 'error')!
    assert.equal(error.reason, 'provider_failed')
    assert.equal(error.code, API_CODES.ASSISTANT_FAILED)
    assert.doesNotMatch(error.message, /exploded/)
    assert.deepEqual(parts.at(-1), { type: 'finish', messageId: row.id, status: 'failed' })
    assert.equal(row.status, 'failed')
    assert.equal(row.failure, 'provider_failed')
  })

  test('a connection reset mid-answer gives provider_failed and keeps the text so far', async () => {
    fake.script((_b, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify(chunk({ content: 'Half an ' }))}\n\n`)
      setTimeout(() => res.socket?.destroy(), 30)
    })
    const { parts, row } = await ask('Tell me about Chengdu')
    assert.equal(parts.find((p) => p.type === 'error')?.reason, 'provider_failed')
    assert.equal(parts.at(-1)!.status, 'failed')
    assert.equal(row.status, 'failed')
    assert.equal(row.content, 'Half an ')
  })

  // The total deadline is ten minutes here, so only the 400 ms idle deadline can end this within the
  // test's own minute.
  test('an endpoint that stalls mid-answer gives provider_timeout', { timeout: 60_000 }, async () => {
    fake.script((_b, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify(chunk({ content: 'Thinking' }))}\n\n`)
    })
    const { parts, row } = await ask('Slow question')
    const error = parts.find((p) => p.type === 'error')!
    assert.equal(error.reason, 'provider_timeout')
    assert.equal(error.code, API_CODES.ASSISTANT_TIMEOUT)
    assert.equal(row.failure, 'provider_timeout')
  })

  test('an endpoint that never answers gives provider_timeout', async () => {
    fake.script(() => {
      /* no answer at all */
    })
    const { parts } = await ask('No answer')
    assert.equal(parts.find((p) => p.type === 'error')?.reason, 'provider_timeout')
    assert.equal(parts.at(-1)!.status, 'failed')
  })

  test('the API key reaches the endpoint and nothing else: no answer, no stored row, no log line', async () => {
    await sleep(50)
    assert.ok(fake.authorizations.every((a) => a === `Bearer ${KEY}`))
    const history = await app.inject({
      url: '/api/v1/conversation/history',
      headers: { authorization: sid },
    })
    responses.push(history.body)
    for (const body of responses) assert.ok(!body.includes(KEY))
    assert.ok(!logged.join('').includes(KEY), 'a log line holds the key')
    const { sql } = await import('kysely')
    const dump = await sql<{ c: string }>`SELECT content || cards_json AS c FROM messages`.execute(app.db)
    assert.ok(!JSON.stringify(dump.rows).includes(KEY))
    assert.ok(!JSON.stringify(app.config).includes(KEY))
    assert.ok(typeof (await dbFingerprint(app)) === 'string')
  })
})

describe("an answer's total deadline", () => {
  let fake: FakeOpenAi
  let app: FastifyInstance
  let sid = ''

  before(async () => {
    fake = await fakeOpenAi()
    app = testApp({
      chat: { model: chatModel(fake.baseUrl, 'fake-model', KEY), timeoutMs: 400, totalTimeoutMs: 1_500 },
    })
    sid = await loginAs(app, 1)
  })
  after(async () => {
    await app.close()
    await fake.close()
  })

  // A word every 100 ms, for ever: the 400 ms idle deadline never comes, so only a total one (the run's in
  // answer-runs.ts, or the provider's own) can end it within the test's own minute; with both broken the
  // test times out.
  test(
    'ends an answer that keeps trickling, with provider_timeout and the text so far',
    { timeout: 60_000 },
    async () => {
      fake.script((_b, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        const tick = setInterval(
          () => res.write(`data: ${JSON.stringify(chunk({ content: 'tick ' }))}\n\n`),
          100,
        )
        res.on('close', () => clearInterval(tick))
      })
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/ai_chat/send',
        headers: { authorization: sid },
        payload: { content: 'Tell me everything', lang: 'en' },
      })
      const parts = eventParts(res.body).map((e) => e.part)
      assert.equal(parts.find((p) => p.type === 'error')?.reason, 'provider_timeout')
      const row = await app.db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', parts[0].messageId)
        .executeTakeFirstOrThrow()
      assert.equal(row.failure, 'provider_timeout')
      assert.match(row.content, /^(tick )+$/)
    },
  )
})
