// "成都吃什么" / "What to eat in Kyoto": the city's food places, a dish named in the question first,
// with the food trail's one-liners where we have them.
import { placeCard } from './cards'
import { cityName, hitPlace, withoutCities, type Composer } from './context'

export const composeFood: Composer = async (ctx) => {
  const { d, repos } = ctx
  const city = ctx.u.cities[0]
  const name = cityName(ctx, city)
  const query = { kinds: ['place' as const], city: city.name, category: 'food', limit: 5 }
  // A dish named in the question leads; the city's best-rated food places fill up the list.
  const named = (await repos.search.search({ ...query, text: withoutCities(ctx) })).filter(
    (h) => h.score >= 0.8,
  )
  const best = await repos.search.search({ ...query, text: '' })
  const hits = [...named, ...best.filter((b) => !named.some((n) => n.id === b.id))].slice(0, query.limit)
  if (!hits.length) {
    d.line(d.t(`我们还没有收录${name}的美食地点。`, `We have no food places in ${name} yet.`))
    return
  }
  const notes = await repos.search.foodNotes(hits.map((h) => h.id))
  d.line(
    d.t(
      `**在${name}吃什么**：这几家是我们收录的${name}美食里口碑最好的。`,
      `**What to eat in ${name}**: the best-rated food places we know there.`,
    ),
  ).line()
  for (const h of hits) {
    const note = notes.get(h.id)
    const why = d.t(note?.zh ?? h.snippet, note?.en ?? '')
    const rating = h.rating ? d.t(`（${h.rating} 分）`, ` (★${h.rating})`) : ''
    d.line(`- **${d.t(h.title, h.titleEn)}**${rating}${why ? d.t('：', ': ') + why : ''}`)
    d.card(placeCard(d, hitPlace(h)))
  }
  d.line().line(
    d.t(
      `想把它们排进行程，可以问我「${city.name}三天怎么玩」。`,
      `To fit them into a trip, ask me for "3 days in ${city.nameEn}".`,
    ),
  )
}
