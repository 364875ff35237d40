// "成都天气" / "weather in Tokyo": the next three days from the embedded weather source
// (server/services/weather.ts, a climate-normal model: honest about not being a live forecast), what
// to pack, and indoor places when it rains.
import dayjs from 'dayjs'
import { climateNormalWeather } from '../../weather'
import { placeCard } from './cards'
import { cityName, hitPlace, type Composer } from './context'
import { weatherName } from './words'

const DAYS = 3

export const composeWeather: Composer = async (ctx) => {
  const { d, repos } = ctx
  const city = ctx.u.cities[0]
  const name = cityName(ctx, city)
  const today = dayjs()
  const forecast = await Promise.all(
    Array.from({ length: DAYS }, (_, i) => {
      const date = today.add(i, 'day').format('YYYY-MM-DD')
      return climateNormalWeather.daily(city.lat, city.lon, city.name, date).then((w) => ({ date, w }))
    }),
  )
  d.line(
    d.t(
      `**${name}未来 ${DAYS} 天**（按气候常年值估算，不是实时预报）：`,
      `**${name}, the next ${DAYS} days** (estimated from climate normals, not a live forecast):`,
    ),
  )
  for (const { date, w } of forecast) {
    const day = dayjs(date)
    const label = d.t(day.format('M月D日'), day.format('MMM D'))
    d.line(`- ${label}${d.t('：', ': ')}${weatherName(d, w.condition)}${d.t('，', ', ')}${w.low}–${w.high}°C`)
  }
  const wet = forecast.some(({ w }) => w.condition === 'rain' || w.condition === 'snow')
  const cold = Math.min(...forecast.map(({ w }) => w.low)) < 8
  const hot = Math.max(...forecast.map(({ w }) => w.high)) > 30
  const tips = [
    wet ? d.t('带把伞', 'bring an umbrella') : '',
    cold ? d.t('早晚要穿厚外套', 'pack a warm coat for mornings and evenings') : '',
    hot ? d.t('注意防晒补水', 'plan for heat: sun cream and water') : '',
  ].filter(Boolean)
  d.line(
    d.t(
      `建议：${tips.length ? tips.join('，') : '天气宜人，适合多走走'}。`,
      `Tip: ${tips.length ? tips.join('; ') : 'pleasant weather for walking'}.`,
    ),
  )
  if (wet) {
    const indoor = await repos.search.search({
      text: '',
      kinds: ['place'],
      city: city.name,
      category: 'culture',
      limit: 2,
    })
    if (indoor.length) d.line(d.t('下雨天可以去室内看看：', 'Indoors, if it rains:'))
    for (const p of indoor) {
      d.line(`- ${d.t(p.title, p.titleEn)}`)
      d.card(placeCard(d, hitPlace(p)))
    }
  }
}
