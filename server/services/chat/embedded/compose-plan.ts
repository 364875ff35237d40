// "成都三天怎么玩" / "3 days in Tokyo": a day-by-day plan. Days come from the city's public journeys
// (best-saved first, the city's own stops only, no airports), then, when the reader asks for more days
// than those journeys have, from the city's best places not used yet, three a day.
import type { PlanPlace } from '../../../repositories/search/catalog'
import { journeyCard, placeCard } from './cards'
import { cityName, type ComposeContext, type Composer } from './context'
import { categoryName } from './words'

export const MAX_PLAN_DAYS = 7
const DEFAULT_DAYS = 3
const PER_DAY = 4
const SKIP = new Set(['hub', 'hotel'])

interface PlannedDay {
  title?: string
  places: PlanPlace[]
}

async function planDays(ctx: ComposeContext, n: number) {
  const city = ctx.u.cities[0]
  const used = new Set<number>()
  const days: PlannedDay[] = []
  const cityDays = await ctx.repos.search.cityDays(city.name)
  for (const day of cityDays) {
    if (days.length >= n) break
    const places = day.places.filter((p) => !SKIP.has(p.category) && !used.has(p.id)).slice(0, PER_DAY)
    if (places.length < 2) continue
    places.forEach((p) => used.add(p.id))
    days.push({ title: day.cities.length === 1 ? day.title : undefined, places })
  }
  if (days.length < n) {
    const more = (await ctx.repos.search.search({ text: '', kinds: ['place'], city: city.name, limit: 60 }))
      .filter((h) => !SKIP.has(h.category ?? '') && !used.has(h.id))
      .map((h) => ({
        id: h.id,
        name: h.title,
        nameEn: h.titleEn,
        category: h.category ?? '',
        description: h.snippet,
        rating: h.rating ?? 0,
      }))
    for (let i = 0; i + 2 <= more.length && days.length < n; i += 3)
      days.push({ places: more.slice(i, i + 3) })
  }
  const journeyIds = [...new Set(cityDays.map((d) => d.journeyId))]
  return { days, journeyIds }
}

export const composePlan: Composer = async (ctx) => {
  const { d, repos } = ctx
  const city = ctx.u.cities[0]
  const name = cityName(ctx, city)
  const asked = ctx.u.days ?? DEFAULT_DAYS
  const n = Math.min(asked, MAX_PLAN_DAYS)
  const { days, journeyIds } = await planDays(ctx, n)
  const journeys = (
    await repos.search.search({ text: '', kinds: ['journey'], city: city.name, limit: 3 })
  ).filter((j) => journeyIds.includes(j.id))
  const base = journeys[0]
  if (!days.length) {
    d.line(
      d.t(
        `我们在${name}收录的地点还不够排一个行程。`,
        `We don't know enough places in ${name} for a plan yet.`,
      ),
    )
    return
  }
  d.line(
    d.t(
      `**${name} ${days.length} 天行程**${base ? `，参考了「${base.title}」和${name}评分最高的地点` : ''}：`,
      `**${days.length} day${days.length > 1 ? 's' : ''} in ${name}**${base ? `, based on “${base.titleEn}” and the best-rated places` : ''}:`,
    ),
  )
  if (asked > MAX_PLAN_DAYS) {
    d.line(d.t(`（一次最多排 ${MAX_PLAN_DAYS} 天。）`, `(I plan up to ${MAX_PLAN_DAYS} days at a time.)`))
  } else if (days.length < n) {
    d.line(d.t(`（我们的数据只够排 ${days.length} 天。）`, `(Our data covers ${days.length} days.)`))
  }
  if (base) d.card(journeyCard(d, { id: base.id, title: base.title, titleEn: base.titleEn, days: base.days }))
  days.forEach((day, i) => {
    const names = day.places.map((p) => d.t(p.name, p.nameEn))
    const title = d.lang === 'zh-CN' && day.title ? day.title : names.slice(0, 2).join(d.t('、', ' & '))
    d.line().line(d.t(`**第 ${i + 1} 天 · ${title}**`, `**Day ${i + 1} · ${title}**`))
    for (const p of day.places) {
      const why = d.t(p.description, `${categoryName(d, p.category)}${p.rating ? `, ★${p.rating}` : ''}`)
      d.line(`- ${d.t(p.name, p.nameEn)}${why ? d.t('：', ' — ') + why : ''}`)
    }
    const best = [...day.places].sort((a, b) => b.rating - a.rating)[0]
    d.card(placeCard(d, { ...best, city: city.name, cityEn: city.nameEn }))
  })
  d.line().line(
    d.t(
      `点开卡片看地点详情；想知道吃什么，问我「${city.name}吃什么」。`,
      `Open a card for the details; for food, ask "What to eat in ${city.nameEn}".`,
    ),
  )
}
