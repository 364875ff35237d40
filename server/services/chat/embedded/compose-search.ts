// No city we know: what the catalogue has for the words of the question ("熊猫", "mapo tofu"), and if
// nothing, a helpful answer: the cities we know (from the data) and questions to try. A city we know
// only as a region ("拉萨") is named as not covered yet.
import { journeyCard, placeCard } from './cards'
import { hitPlace, type Composer } from './context'

export const composeSearch: Composer = async (ctx) => {
  const { d, repos, question } = ctx
  const hits = (await repos.search.search({ text: question, kinds: ['place', 'journey'], limit: 5 })).filter(
    (h) => h.score >= 0.8,
  )
  if (hits.length) {
    d.line(d.t('**我在我们的数据里找到这些：**', '**Here is what I found in our guide:**'))
    for (const h of hits) {
      const where = d.t(`（${h.city}）`, ` (${h.cityEn})`)
      const why = d.lang === 'zh-CN' && h.snippet ? `：${h.snippet}` : ''
      d.line(`- **${d.t(h.title, h.titleEn)}**${where}${why}`)
      d.card(
        h.kind === 'journey'
          ? journeyCard(d, { id: h.id, title: h.title, titleEn: h.titleEn, days: h.days })
          : placeCard(d, hitPlace(h)),
      )
    }
    return
  }
  const [region] = await repos.search.search({ text: question, kinds: ['region'], limit: 1 })
  if (region && region.score >= 1 && region.category === 'city') {
    d.line(
      d.t(
        `抱歉，我们还没有收录**${region.title}**的地点和行程。`,
        `Sorry, we don't cover **${region.titleEn}** yet.`,
      ),
    )
  } else {
    d.line(
      d.t(
        '抱歉，我没找到和这个问题相关的地点或行程。',
        "Sorry, I couldn't find places or journeys for that.",
      ),
    )
  }
  const cities = ctx.known.filter((c) => c.places >= 3).slice(0, 8)
  d.line(
    d.t(
      `我们目前熟悉这些城市：${cities.map((c) => c.name).join('、')}。`,
      `These are the cities I know well: ${cities.map((c) => c.nameEn).join(', ')}.`,
    ),
  )
  const [a, b, c] = cities
  if (a && b && c) {
    d.line(d.t('可以试试这样问：', 'Try asking:'))
    d.line(d.t(`- ${a.name}三天怎么玩`, `- 3 days in ${a.nameEn}`))
    d.line(d.t(`- ${b.name}吃什么`, `- What to eat in ${b.nameEn}`))
    d.line(d.t(`- ${c.name}天气怎么样`, `- Weather in ${c.nameEn}`))
    d.line(d.t(`- 从${a.name}到${c.name}怎么走`, `- How to get from ${a.nameEn} to ${c.nameEn}`))
  }
}
