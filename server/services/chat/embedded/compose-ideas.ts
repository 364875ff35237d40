// "成都有什么好玩的" / "Kyoto": the city's best journey and its best place of each kind, and a
// magazine article that mentions it.
import { journeyCard, placeCard } from './cards'
import { cityName, hitPlace, withoutCities, type ComposeContext, type Composer } from './context'
import { categoryName } from './words'

const KINDS = ['sight', 'culture', 'nature', 'food', 'shopping']

/** "东京寿司", "上海小笼包": the question names something inside the city; show what matches it. */
async function composeNamed(ctx: ComposeContext): Promise<boolean> {
  const { d, repos } = ctx
  const city = ctx.u.cities[0]
  const hits = (
    await repos.search.search({
      text: withoutCities(ctx),
      kinds: ['place', 'journey'],
      city: city.name,
      limit: 5,
    })
  ).filter((h) => h.score >= 0.8)
  if (!hits.length) return false
  d.line(d.t(`**${city.name}**里和你问的相关的：`, `**${city.nameEn}**: what matches your question:`)).line()
  for (const h of hits) {
    const why = d.lang === 'zh-CN' && h.snippet ? `：${h.snippet}` : ''
    d.line(`- **${d.t(h.title, h.titleEn)}**${why}`)
    d.card(
      h.kind === 'journey'
        ? journeyCard(d, { id: h.id, title: h.title, titleEn: h.titleEn, days: h.days })
        : placeCard(d, hitPlace(h)),
    )
  }
  return true
}

export const composeIdeas: Composer = async (ctx) => {
  const { d, repos } = ctx
  if (await composeNamed(ctx)) return
  const city = ctx.u.cities[0]
  const name = cityName(ctx, city)
  const [journey] = await repos.search.search({ text: '', kinds: ['journey'], city: city.name, limit: 1 })
  const places = await repos.search.search({ text: '', kinds: ['place'], city: city.name, limit: 40 })
  const picks = KINDS.flatMap((k) => places.filter((p) => p.category === k).slice(0, 1))
  d.line(
    d.t(
      `**${name}**：我们收录了 ${city.places} 个地点，先看这几处各有代表性的：`,
      `**${name}**: we know ${city.places} places there; here is one of each kind to start with:`,
    ),
  ).line()
  for (const p of picks) {
    const why = d.t(p.snippet, `${categoryName(d, p.category ?? '')}${p.rating ? `, ★${p.rating}` : ''}`)
    d.line(`- **${d.t(p.title, p.titleEn)}**${d.t('：', ' — ')}${why}`)
    d.card(placeCard(d, hitPlace(p)))
  }
  if (journey) {
    d.line().line(
      d.t(
        `想要现成的路线，可以看看「${journey.title}」（${journey.days} 天）。`,
        `For a ready-made route, see “${journey.titleEn}” (${journey.days} days).`,
      ),
    )
    d.card(
      journeyCard(d, { id: journey.id, title: journey.title, titleEn: journey.titleEn, days: journey.days }),
    )
  }
  const [article] = await repos.search.search({ text: '', kinds: ['article'], city: city.name, limit: 1 })
  if (article && d.lang === 'zh-CN') d.line(`杂志里也有一篇《${article.title}》：${article.snippet}`)
  d.line(
    d.t(
      `也可以问我「${city.name}三天怎么玩」或「${city.name}吃什么」。`,
      `You can also ask "3 days in ${city.nameEn}" or "What to eat in ${city.nameEn}".`,
    ),
  )
}
