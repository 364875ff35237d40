// The 50 questions of npm run bench:chat: both languages, every intent of the embedded assistant
// (docs/assistant-embedded.md), a few follow-ups that need the history.
import type { ChatLang } from '../../types/api/chat-stream'
import type { ChatTurn } from '../services/chat/provider'

export interface BenchQuestion {
  question: string
  lang: ChatLang
  history?: ChatTurn[]
}

const zh = (question: string, history?: ChatTurn[]): BenchQuestion => ({ question, lang: 'zh-CN', history })
const en = (question: string, history?: ChatTurn[]): BenchQuestion => ({ question, lang: 'en', history })
const after = (question: string): ChatTurn[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: '…' },
]

export const BENCH_QUESTIONS: BenchQuestion[] = [
  // day plans
  zh('成都三天怎么玩'),
  zh('东京五天行程'),
  zh('京都两天怎么安排'),
  zh('厦门四日游攻略'),
  zh('上海一周怎么玩'),
  zh('成都十天'),
  en('3 days in Tokyo'),
  en('Plan a two-day trip to Kyoto'),
  en('Itinerary for Chengdu'),
  en('A week in Xiamen'),
  en('Weekend in Shanghai'),
  // food
  zh('成都吃什么'),
  zh('京都有什么好吃的'),
  zh('厦门美食推荐'),
  zh('东京寿司哪里好'),
  zh('上海小笼包'),
  en('What to eat in Kyoto'),
  en('Best restaurants in Chengdu'),
  en('Food in Xiamen'),
  en('Where to have dinner in Tokyo'),
  // ideas
  zh('成都有什么好玩的'),
  zh('上海'),
  zh('奈良值得去吗'),
  zh('富士河口湖'),
  en('Things to see in Kyoto'),
  en('Tokyo'),
  en('Ideas for Xiamen'),
  // weather
  zh('东京天气怎么样'),
  zh('成都冷不冷'),
  en("What's the weather like in Kyoto"),
  en('Will it rain in Shanghai'),
  // routes
  zh('从京都到奈良怎么走'),
  zh('从上海到成都坐高铁要多久'),
  zh('去厦门怎么去'),
  en('How do I get from Tokyo to Kyoto?'),
  en('Train from Shanghai to Xiamen'),
  en('Flights from Chengdu to Tokyo'),
  // follow-ups
  zh('那吃什么?', after('成都三天怎么玩')),
  zh('天气呢', after('京都两天')),
  zh('五天呢', after('东京行程')),
  en('And what to eat?', after('3 days in Kyoto')),
  en('What about the weather?', after('Ideas for Xiamen')),
  // catalogue search and unknown
  zh('熊猫'),
  zh('麻婆豆腐'),
  zh('外滩夜景'),
  zh('拉萨三天怎么玩'),
  en('mapo tofu'),
  en('bamboo forest'),
  en('Tell me a joke'),
  en('3 days in Paris'),
]

/** One question's figures, in ms from sending it. */
export interface Timing {
  question: string
  firstMs: number
  lastMs: number
  pieces: number
  cards: number
}
