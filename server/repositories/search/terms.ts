// Splits a question into search terms (docs/assistant-embedded.md). Chinese has no spaces, so a run of
// Chinese characters is cut at stop words ("怎么", "推荐", "玩" ...) and durations ("三天"); what is
// left of three or more characters goes to the trigram index as its trigrams (a fuzzy n-gram match that
// needs no word list), one or two characters cannot be a trigram and are matched with LIKE. Latin text
// is split into words. Only letters, digits and CJK survive, so no user text reaches FTS5 as syntax.

export interface SearchTerms {
  /** Three characters or more: FTS5 phrases on SQLite, LIKE elsewhere. */
  long: string[]
  /** One or two characters: always LIKE. */
  short: string[]
}

const MAX_LONG = 12
const MAX_SHORT = 6

// Longest first, so "怎么样" goes before "怎么".
const STOP_ZH = [
  '有没有',
  '怎么样',
  '怎么走',
  '怎么去',
  '怎么玩',
  '怎么',
  '什么',
  '推荐',
  '哪些',
  '哪里',
  '哪儿',
  '一下',
  '可以',
  '应该',
  '如何',
  '攻略',
  '行程',
  '旅游',
  '旅行',
  '好玩',
  '好吃',
  '值得',
  '帮我',
  '请问',
  '我想',
  '我们',
  '一些',
  '天气',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '玩',
  '吃',
  '去',
  '在',
  '有',
  '到',
  '从',
  '我',
  '你',
  '是',
  '要',
  '想',
  '些',
  '个',
  '那',
  '这',
  '么',
  '哪',
  '好',
]

const STOP_EN = new Set(
  (
    'a an the to in on at of for from and or with what which where when how who is are be do does can ' +
    'should would i me my we our you your it its this that there some any best good great top recommend ' +
    'recommendations suggest ideas things thing see visit go get travel trip plan itinerary eat food ' +
    'day days night nights week weather like please tell about around near by vs'
  ).split(' '),
)

const DURATION = /[0-9一二两三四五六七八九十]+\s*(?:天|日|晚|夜)/g
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/g
const LATIN_WORD = /[\p{L}\p{N}]+/gu
const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/

export function splitTerms(text: string): SearchTerms {
  const long = new Set<string>()
  const short = new Set<string>()
  let rest = text.toLowerCase().replace(DURATION, ' ')
  for (const stop of STOP_ZH) rest = rest.split(stop).join(' ')
  for (const run of rest.match(CJK_RUN) ?? []) {
    const chars = Array.from(run)
    if (chars.length < 3) short.add(run)
    else for (let i = 0; i + 3 <= chars.length; i++) long.add(chars.slice(i, i + 3).join(''))
  }
  for (const word of rest.replace(CJK_RUN, ' ').match(LATIN_WORD) ?? []) {
    if (CJK_CHAR.test(word) || STOP_EN.has(word)) continue
    // Lone letters and small numbers ("3 days") match nearly everything and mean nothing.
    if (word.length === 1 || /^\d{1,2}$/.test(word)) continue
    if (word.length >= 3) long.add(word)
    else short.add(word)
  }
  return { long: [...long].slice(0, MAX_LONG), short: [...short].slice(0, MAX_SHORT) }
}

/** An FTS5 MATCH expression: every term a quoted phrase, any of them may match. */
export function ftsExpression(terms: string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ')
}

/** A LIKE pattern for a term, with the wildcards escaped (used with ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`
}
