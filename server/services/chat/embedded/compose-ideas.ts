// "成都有什么好玩的" / "Kyoto": the city's best journey and its best place of each kind, and a
// magazine article that mentions it.
import { journeyCard, placeCard } from './cards'
import { cityName, hitPlace, type Composer } from './context'
import { categoryName } from './words'

const KINDS = ['sight', 'culture', 'nature', 'food', 'shopping']

export const composeIdeas: Composer = async (ctx) => {
  const { d, repos } = ctx
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
