// "从京都到奈良怎么走" / "How do I get from Tokyo to Kyoto": transports stored in our journeys when
// there are some; otherwise honest general advice from the distance between the two cities (we have
// no timetables), and the stations and airports we know in both cities as cards.
import { haversineKm } from '../../../lib/geo'
import type { KnownCity } from '../../../repositories/search/catalog'
import { placeCard } from './cards'
import { cityName, hitPlace, type ComposeContext, type Composer } from './context'
import { modeName } from './words'

function advice(ctx: ComposeContext, from: KnownCity, to: KnownCity): string {
  const { d } = ctx
  const km = Math.round(haversineKm(from.lat, from.lon, to.lat, to.lon))
  const abroad = from.country !== to.country
  if (abroad)
    return d.t(
      `两地相距约 ${km} 公里，分属不同国家，一般坐飞机。`,
      `They are about ${km} km apart in different countries: usually a flight.`,
    )
  if (km < 80)
    return d.t(
      `两地相距约 ${km} 公里，坐城际列车或巴士一小时左右。`,
      `They are about ${km} km apart: a regional train or bus, about an hour.`,
    )
  if (km < 1000) {
    const hours = Math.max(1, Math.round(km / 180))
    return d.t(
      `两地相距约 ${km} 公里，高铁约 ${hours} 小时，通常比飞机省事。`,
      `They are about ${km} km apart: a high-speed train takes about ${hours} h, usually easier than flying.`,
    )
  }
  return d.t(
    `两地相距约 ${km} 公里，坐飞机最快，高铁也可以但要大半天。`,
    `They are about ${km} km apart: flying is fastest; the train takes most of a day.`,
  )
}

export const composeRoute: Composer = async (ctx) => {
  const { d, repos } = ctx
  const [from, to] = ctx.u.cities.length >= 2 ? ctx.u.cities : [undefined, ctx.u.cities[0]]
  if (from && to) {
    d.line(
      d.t(
        `**从${cityName(ctx, from)}到${cityName(ctx, to)}**`,
        `**From ${cityName(ctx, from)} to ${cityName(ctx, to)}**`,
      ),
    )
    const stored = await repos.search.transportsBetween(from.name, to.name)
    for (const t of stored) {
      const number = t.number ? ` ${t.number}` : ''
      d.line(
        d.t(
          `- 我们的行程里有：${modeName(d, t.mode)}${number}，${t.fromName} → ${t.toName}，约 ${t.durationMin} 分钟。`,
          `- In one of our journeys: ${modeName(d, t.mode)}${number}, ${t.fromName} → ${t.toName}, about ${t.durationMin} min.`,
        ),
      )
    }
    d.line(advice(ctx, from, to))
  } else {
    d.line(
      d.t(
        `**去${cityName(ctx, to)}**：这些是我们收录的${cityName(ctx, to)}的交通枢纽。`,
        `**Getting to ${cityName(ctx, to)}**: the stations and airports we know there.`,
      ),
    )
  }
  d.line(
    d.t(
      '我们没有实时班次，出发前请在车站或航空公司的官方渠道查时刻和票价。',
      'We have no live timetables: check times and fares with the rail operator or airline before you go.',
    ),
  )
  for (const city of [from, to]) {
    if (!city) continue
    const hubs = await repos.search.search({
      text: '',
      kinds: ['place'],
      city: city.name,
      category: 'hub',
      limit: 2,
    })
    for (const h of hubs) d.card(placeCard(d, hitPlace(h)))
  }
}
