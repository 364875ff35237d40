// Issue 18: the assistant's answers on two server instances on one database (instances-fixture.ts):
// the answer is written by the instance that was asked, and read on resume, refused a second
// question, and stopped through the other one (docs/assistant.md "Several instances").
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { API_CODES } from '../../types/api/common'
import { send, twoInstances, type TwoInstances } from './instances-fixture'
import { readStream, scriptedProvider, seqOf, sleep, textOf, type Read } from './chat-fixtures'

const PIECES = Array.from({ length: 30 }, (_, i) => `第${i + 1}段。`)

describe("the assistant's answers on two server instances", () => {
  let instances: TwoInstances
  const apps: FastifyInstance[] = []
  const bases: string[] = []
  let demoSid = ''

  before(async () => {
    instances = await twoInstances({
      rateLimit: 5,
      trustProxy: ['127.0.0.1'],
      chatProvider: scriptedProvider(PIECES, 60),
    })
    apps.push(...instances.apps)
    bases.push(...instances.bases)
    const login = await send(bases[0], 'POST', '/api/v1/auth/app_login', {
      body: { userToken: 'demo-app-token-1' },
    })
    demoSid = login.body.data.sessionId
  })

  after(() => instances?.close())

  const ask = (base: string, stopAfter?: number, conversationId?: number) =>
    readStream(`${base}/api/v1/ai_chat/send`, {
      method: 'POST',
      headers: {
        authorization: demoSid,
        'content-type': 'application/json',
        'x-forwarded-for': '10.250.1.1',
      },
      body: JSON.stringify({ content: '成都三天怎么玩', conversationId }),
      stopAfter,
    })
  const messageIdOf = (r: Read) => r.events[0].part.messageId as number

  test('a reader who resumes on the other instance gets the rest of the answer once, in order', async () => {
    const first = await ask(bases[0], 3)
    const id = messageIdOf(first)
    const last = seqOf(first.events.at(-1)!)
    const rest = await readStream(`${bases[1]}/api/v1/ai_chat/resume?messageId=${id}&after=${last}`, {
      headers: { authorization: demoSid, 'x-forwarded-for': '10.250.1.2' },
    })
    assert.equal(rest.status, 200)
    const all = [...first.events, ...rest.events]
    assert.deepEqual(
      all.map(seqOf),
      all.map((_, i) => i + 1),
    )
    assert.equal(rest.events.at(-1)!.part.status, 'done')
    assert.equal(textOf(all), PIECES.join(''))
  })

  test('a question sent to the other instance while an answer is being written is refused', async () => {
    const reading = ask(bases[0])
    let row: { id: number; conversation_id: number } | undefined
    for (let i = 0; i < 100 && !row; i++) {
      await sleep(50)
      row = await apps[0].db
        .selectFrom('messages')
        .select(['id', 'conversation_id'])
        .where('status', '=', 'streaming')
        .executeTakeFirst()
    }
    assert.ok(row, 'an answer is being written')
    const refused = await send(bases[1], 'POST', '/api/v1/ai_chat/send', {
      sid: demoSid,
      body: { content: '再推荐几家火锅', conversationId: row.conversation_id },
      ip: '10.250.1.4',
    })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.code, API_CODES.ANSWER_IN_PROGRESS)
    const streamed = await reading
    assert.equal(streamed.events.at(-1)!.part.status, 'done')
    const questions = await apps[0].db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', row.conversation_id)
      .where('role', '=', 'user')
      .execute()
    assert.equal(questions.length, 1, 'the refused question was not stored')
    // Once the answer is written, the other instance takes the next question.
    const next = await ask(bases[1], 2, row.conversation_id)
    assert.equal(next.status, 200)
    assert.equal(next.events[0].part.type, 'start')
    // Its answer goes on without the reader: let it end before the next test looks for one streaming.
    const stop = await send(bases[1], 'POST', '/api/v1/ai_chat/stop', {
      sid: demoSid,
      body: { messageId: messageIdOf(next) },
      ip: '10.250.1.4',
    })
    assert.equal(stop.body.code, 0)
  })

  test('a stop sent to the other instance ends the answer where it got', async () => {
    const reading = ask(bases[0])
    let id = 0
    for (let i = 0; i < 100 && !id; i++) {
      await sleep(50)
      const row = await apps[0].db
        .selectFrom('messages')
        .select(['id', 'content'])
        .where('status', '=', 'streaming')
        .executeTakeFirst()
      if (row && row.content) id = row.id
    }
    assert.ok(id, 'an answer is being written')
    const stop = await send(bases[1], 'POST', '/api/v1/ai_chat/stop', {
      sid: demoSid,
      body: { messageId: id },
      ip: '10.250.1.3',
    })
    assert.equal(stop.body.code, 0)
    assert.equal(stop.body.data.status, 'stopped')
    const streamed = await reading
    assert.deepEqual(streamed.events.at(-1)!.part, { type: 'finish', messageId: id, status: 'stopped' })
    assert.equal(textOf(streamed.events), stop.body.data.content)
    assert.ok(stop.body.data.content.length < PIECES.join('').length, 'stopped before the end')
  })
})
