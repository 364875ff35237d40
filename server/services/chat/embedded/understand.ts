// What a question asks (docs/assistant-embedded.md): an intent from keyword rules in Chinese and
// English, the cities it names (matched against the cities our data knows, both languages), and a
// number of days. A follow-up without a city ("那吃什么?") takes the last city of the conversation.
import type { KnownCity } from '../../../repositories/search/catalog'
import type { ChatTurn } from '../provider'
import { daysAsked } from './numerals'

export type Intent = 'route' | 'weather' | 'food' | 'plan' | 'ideas' | 'search'

export interface Understanding {
  intent: Intent
  /** Known cities in the order the question names them; from history when it names none. */
  cities: KnownCity[]
  /** True when the city came from an earlier turn. */
  cityFromHistory: boolean
  days?: number
}

// Checked in this order: the first that matches wins ("成都三天吃什么" is about food).
const RULES: [Exclude<Intent, 'ideas' | 'search'>, RegExp][] = [
  [
    'route',
    /怎么去|怎么走|怎么到|交通|坐什么|高铁|火车|飞机|航班|机票|从.+(?:到|去)|\bget (?:to|from)\b|\bhow (?:do i |to )?(?:get|go|travel)\b.*\bto\b|\bfrom\b.+\bto\b|\btrain\b|\bflights?\b|\btransport/i,
  ],
  [
    'weather',
    /天气|气温|温度|下雨|下雪|冷不冷|热不热|穿什么|\bweather\b|\btemperature|\brain(?:y|ing)?\b|\bforecast\b|\bwhat to wear\b/i,
  ],
  [
    'food',
    /吃|美食|餐厅|小吃|饭店|菜|馆子|早餐|午餐|晚餐|夜宵|\beat(?:ing)?\b|\bfood\b|\brestaurants?\b|\bdish(?:es)?\b|\bcuisine\b|\bdinner\b|\blunch\b|\bbreakfast\b|\bsnacks?\b/i,
  ],
  ['plan', /行程|安排|规划|路线|攻略|日游|\bitinerar(?:y|ies)\b|\bplan\b|\bschedule\b|\bdays? (?:in|at)\b/i],
]

function citiesIn(text: string, known: KnownCity[]): KnownCity[] {
  const lower = text.toLowerCase()
  const found: { city: KnownCity; at: number; len: number }[] = []
  for (const city of known) {
    let at = city.name ? text.indexOf(city.name) : -1
    let len = city.name.length
    if (at < 0 && city.nameEn) {
      const m = new RegExp(`\\b${city.nameEn.toLowerCase().replace(/[^a-z0-9 ]/g, '')}\\b`).exec(lower)
      if (m) {
        at = m.index
        len = m[0].length
      }
    }
    if (at >= 0) found.push({ city, at, len })
  }
  // A longer name wins where two overlap ("富士河口湖" over a shorter one inside it).
  found.sort((a, b) => a.at - b.at || b.len - a.len)
  const out: KnownCity[] = []
  let end = -1
  for (const f of found) {
    if (f.at < end) continue
    out.push(f.city)
    end = f.at + f.len
  }
  return out
}

function cityFromHistory(history: ChatTurn[], known: KnownCity[]): KnownCity | undefined {
  // The user's own words first: an assistant answer may list every city we know.
  for (const role of ['user', 'assistant'] as const) {
    for (let i = history.length - 1; i >= 0; i--) {
      if (history[i].role !== role) continue
      const found = citiesIn(history[i].content, known)
      if (found.length) return found[found.length - 1]
    }
  }
  return undefined
}

export function understand(question: string, history: ChatTurn[], known: KnownCity[]): Understanding {
  const days = daysAsked(question)
  let cities = citiesIn(question, known)
  let fromHistory = false
  if (!cities.length) {
    const last = cityFromHistory(history, known)
    if (last) {
      cities = [last]
      fromHistory = true
    }
  }
  const ruled = RULES.find(([, re]) => re.test(question))?.[0]
  let intent: Intent = ruled ?? (days ? 'plan' : 'ideas')
  // A route needs somewhere to go; a day plan, food or weather need a city.
  if (!cities.length) intent = 'search'
  return { intent, cities, cityFromHistory: fromHistory, ...(days ? { days } : {}) }
}
