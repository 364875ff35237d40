// How many days a question asks for: "成都三天", "十二日", "两天", "3 days", "a week", "周末".

const DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}
const EN_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  a: 1,
}

/** "三" 3, "十" 10, "十二" 12, "二十" 20, "二十一" 21; digits as they are. NaN when not a number. */
export function chineseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text)
  const ten = text.indexOf('十')
  if (ten < 0) return text.length === 1 && text in DIGITS ? DIGITS[text] : NaN
  const tens = ten === 0 ? 1 : DIGITS[text.slice(0, ten)]
  const ones = ten === text.length - 1 ? 0 : DIGITS[text.slice(ten + 1)]
  return tens === undefined || ones === undefined ? NaN : tens * 10 + ones
}

/** The number of days the question asks for, or undefined when it names none. */
export function daysAsked(question: string): number | undefined {
  const zh = /([0-9]+|[一二两三四五六七八九十]+)\s*(?:个)?\s*(?:天|日(?![本式料元])|晚)/.exec(question)
  if (zh) {
    const n = chineseNumber(zh[1])
    if (n > 0) return n
  }
  const en = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a)[\s-]*(?:days?|nights?)\b/i.exec(
    question,
  )
  if (en) {
    const n = EN_NUMBERS[en[1].toLowerCase()] ?? Number(en[1])
    if (n > 0) return n
  }
  if (/一周|一个星期|\ba week\b/i.test(question)) return 7
  if (/周末|\bweekend\b/i.test(question)) return 2
  return undefined
}
