// The embedded assistant over the seeded database (issue 17): answers in the reader's language,
// cards that are real rows of the asked city, follow-ups, stop, and text in more than one piece.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ChatCardView, ChatLang } from '../../../../../types/api/chat-stream'
import { seededRepos } from '../../../../repositories/__tests__/fixture'
import type { ChatTurn } from '../../provider'
import { createEmbeddedProvider } from '..'
import { splitText } from '../stream'

const ready = seededRepos()
const provider = createEmbeddedProvider({ paceMs: 0 })

interface Recorded {
  text: string
  pieces: string[]
  cards: ChatCardView[]
}

async function ask(
  question: string,
  lang: ChatLang,
  history: ChatTurn[] = [],
  signal = new AbortController().signal,
): Promise<Recorded> {
  const { repos } = await ready
  const out: Recorded = { text: '', pieces: [], cards: [] }
  await provider.answer(
    repos,
    { question, lang, history, userId: 1 },
    {
      text: (delta) => {
        out.text += delta
        out.pieces.push(delta)
      },
      card: (card) => out.cards.push(card),
    },
    signal,
  )
  return out
}

async function placeCity(id: number): Promise<string> {
  const { db } = await ready
  return (await db.selectFrom('places').select('city').where('id', '=', id).executeTakeFirstOrThrow()).city
}

test('"成都三天怎么玩" gets a three-day plan in Chinese with Chengdu cards only', async () => {
  const { db } = await ready
  const a = await ask('成都三天怎么玩', 'zh-CN')
  assert.match(a.text, /第 1 天/)
  assert.match(a.text, /第 3 天/)
  assert.doesNotMatch(a.text, /第 4 天/)
  assert.doesNotMatch(a.text, /Day \d/)
  assert.ok(a.cards.length >= 2 && a.cards.length <= 6)
  for (const card of a.cards) {
    if (card.type === 'place') {
      assert.equal(await placeCity(card.id), '成都')
      assert.equal(card.image, `/api/v1/media/place/${card.id}-1.svg`)
    } else {
      const j = await db
        .selectFrom('journeys')
        .selectAll()
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow()
      assert.deepEqual(JSON.parse(j.cities_json), ['成都'])
      assert.equal(card.title, j.title)
    }
  }
})

test('"What to eat in Kyoto" gets an English answer with Kyoto food places as cards', async () => {
  const { db } = await ready
  const a = await ask('What to eat in Kyoto', 'en')
  assert.match(a.text, /What to eat in Kyoto/)
  assert.doesNotMatch(a.text, /[\u4e00-\u9fff]/, 'no Chinese in an English answer')
  assert.ok(a.cards.length >= 2)
  for (const card of a.cards) {
    assert.equal(card.type, 'place')
    const p = await db.selectFrom('places').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow()
    assert.equal(p.city_en, 'Kyoto')
    assert.equal(p.category, 'food')
    assert.equal(card.title, p.name_en)
    assert.match(a.text, new RegExp(p.name_en))
  }
})

test('"3 days in Tokyo" gets numbered days in English', async () => {
  const a = await ask('3 days in Tokyo', 'en')
  assert.match(a.text, /\*\*Day 1 · /)
  assert.match(a.text, /\*\*Day 3 · /)
  assert.doesNotMatch(a.text, /[\u4e00-\u9fff]/)
})

test("a plan longer than the journeys we have is filled with the city's other places, capped at a week", async () => {
  const a = await ask('成都十天', 'zh-CN')
  assert.match(a.text, /第 7 天/)
  assert.doesNotMatch(a.text, /第 8 天/)
  assert.match(a.text, /最多排 7 天/)
})

test('a city we do not cover gets a helpful answer naming the cities we know', async () => {
  const a = await ask('拉萨三天怎么玩', 'zh-CN')
  assert.match(a.text, /还没有收录\*\*拉萨/)
  for (const city of ['成都', '东京', '京都', '上海', '厦门']) assert.match(a.text, new RegExp(city))
  assert.match(a.text, /三天怎么玩/)
  assert.equal(a.cards.length, 0)
})

test('a question with nothing we know suggests questions in English', async () => {
  const a = await ask('Tell me a joke', 'en')
  assert.match(a.text, /cities I know well: .*Chengdu/)
  assert.match(a.text, /Try asking/)
})

test('a follow-up without a city ("那吃什么?") answers for the city of the conversation', async () => {
  const a = await ask('那吃什么?', 'zh-CN', [
    { role: 'user', content: '成都三天怎么玩' },
    { role: 'assistant', content: '**成都 3 天行程**……' },
  ])
  assert.match(a.text, /在成都吃什么/)
  assert.ok(a.cards.length > 0)
  for (const card of a.cards) assert.equal(await placeCity(card.id), '成都')
})

test('weather answers say where the figures come from', async () => {
  const a = await ask('东京天气怎么样', 'zh-CN')
  assert.match(a.text, /东京未来 3 天/)
  assert.match(a.text, /气候常年值/)
  assert.match(a.text, /°C/)
})

test('a route between two cities gives advice and the hubs of both', async () => {
  const a = await ask('How do I get from Kyoto to Nara?', 'en')
  assert.match(a.text, /From Kyoto to Nara/)
  assert.match(a.text, /km apart/)
  assert.ok(a.cards.length > 0)
})

test('a word without a city searches the whole catalogue ("熊猫")', async () => {
  const a = await ask('熊猫', 'zh-CN')
  assert.match(a.text, /大熊猫/)
  assert.ok(a.cards.some((c) => c.type === 'place'))
})

test('the text arrives in more than one piece, each a short one', async () => {
  const a = await ask('成都三天怎么玩', 'zh-CN')
  assert.ok(a.pieces.length > 10)
  for (const p of a.pieces) assert.ok(Array.from(p).length <= 24)
})

test('stops promptly when the signal aborts mid-answer', async () => {
  const { repos } = await ready
  const controller = new AbortController()
  const pieces: string[] = []
  const slow = createEmbeddedProvider({ paceMs: 5 })
  await slow.answer(
    repos,
    { question: '成都三天怎么玩', lang: 'zh-CN', history: [], userId: 1 },
    {
      text: (delta) => {
        pieces.push(delta)
        if (pieces.length === 3) controller.abort()
      },
      card: () => {},
    },
    controller.signal,
  )
  assert.equal(pieces.length, 3)
})

test('writes nothing when the signal aborted before the answer started', async () => {
  const controller = new AbortController()
  controller.abort()
  const a = await ask('成都吃什么', 'zh-CN', [], controller.signal)
  assert.equal(a.text, '')
  assert.equal(a.cards.length, 0)
})

test('splits text at sentence ends and never inside a character', () => {
  const pieces = splitText('第一句。第二句！Third one. 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀')
  assert.equal(pieces.join(''), '第一句。第二句！Third one. ' + '😀'.repeat(26))
  assert.equal(pieces[0], '第一句。')
  for (const p of pieces) assert.ok(!/[\ud800-\udbff]$/.test(p), 'no broken surrogate pair')
})
