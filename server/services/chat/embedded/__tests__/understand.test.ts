// Reading a question: intents in both languages, day counts with Chinese numerals, cities from the
// data in either language, follow-ups that take the city of the conversation.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { KnownCity } from '../../../../repositories/search/catalog'
import { understand, type Intent } from '../understand'
import { chineseNumber, daysAsked } from '../numerals'

const city = (name: string, nameEn: string): KnownCity => ({
  name,
  nameEn,
  country: 'CN',
  places: 10,
  lat: 30,
  lon: 104,
})
const KNOWN = [
  city('成都', 'Chengdu'),
  city('京都', 'Kyoto'),
  city('东京', 'Tokyo'),
  city('奈良', 'Nara'),
  city('富士河口湖', 'Fujikawaguchiko'),
]

const INTENTS: [string, Intent, string[], number?][] = [
  ['成都三天怎么玩', 'plan', ['成都'], 3],
  ['3 days in Tokyo', 'plan', ['东京'], 3],
  ['Plan a two-day trip to Kyoto', 'plan', ['京都'], 2],
  ['东京行程推荐', 'plan', ['东京']],
  ['京都两天', 'plan', ['京都'], 2],
  ['成都吃什么', 'food', ['成都']],
  ['What to eat in Kyoto', 'food', ['京都']],
  ['Best restaurants in Chengdu?', 'food', ['成都']],
  ['成都三天吃什么', 'food', ['成都'], 3],
  ['东京天气怎么样', 'weather', ['东京']],
  ["What's the weather like in Kyoto", 'weather', ['京都']],
  ['从京都到奈良怎么走', 'route', ['京都', '奈良']],
  ['How do I get from Tokyo to Kyoto?', 'route', ['东京', '京都']],
  ['去成都坐高铁吗', 'route', ['成都']],
  ['成都有什么好玩的', 'ideas', ['成都']],
  ['Things to do in Nara', 'ideas', ['奈良']],
  ['富士河口湖', 'ideas', ['富士河口湖']],
  ['熊猫', 'search', []],
  ['hello', 'search', []],
  ['拉萨三天怎么玩', 'search', [], 3],
]

for (const [question, intent, cities, days] of INTENTS) {
  test(`reads "${question}" as ${intent}${cities.length ? ` in ${cities.join(', ')}` : ''}`, () => {
    const u = understand(question, [], KNOWN)
    assert.equal(u.intent, intent)
    assert.deepEqual(
      u.cities.map((c) => c.name),
      cities,
    )
    assert.equal(u.days, days)
  })
}

const NUMBERS: [string, number][] = [
  ['一', 1],
  ['三', 3],
  ['十', 10],
  ['十二', 12],
  ['二十', 20],
  ['二十一', 21],
  ['7', 7],
]
for (const [text, n] of NUMBERS) {
  test(`reads the Chinese numeral ${text} as ${n}`, () => assert.equal(chineseNumber(text), n))
}

const DAYS: [string, number | undefined][] = [
  ['成都三天怎么玩', 3],
  ['两天一夜', 2],
  ['五日游', 5],
  ['日本好玩吗', undefined],
  ['a week in Tokyo', 7],
  ['周末去哪', 2],
  ['four days in Kyoto', 4],
  ['10-day itinerary', 10],
  ['Kyoto', undefined],
]
for (const [question, n] of DAYS) {
  test(`finds ${n ?? 'no'} days in "${question}"`, () => assert.equal(daysAsked(question), n))
}

test('a follow-up without a city takes the last city the user named', () => {
  const history = [
    { role: 'user' as const, content: '京都两天怎么玩' },
    { role: 'assistant' as const, content: '京都……' },
    { role: 'user' as const, content: '那成都呢' },
    { role: 'assistant' as const, content: '成都、东京、京都都可以' },
  ]
  const u = understand('那吃什么?', history, KNOWN)
  assert.equal(u.intent, 'food')
  assert.deepEqual(
    u.cities.map((c) => c.name),
    ['成都'],
  )
  assert.equal(u.cityFromHistory, true)
})

test('a city in the question wins over the history', () => {
  const u = understand('What to eat in Kyoto', [{ role: 'user', content: '成都三天' }], KNOWN)
  assert.deepEqual(
    u.cities.map((c) => c.name),
    ['京都'],
  )
  assert.equal(u.cityFromHistory, false)
})
