import { fireEvent } from '@testing-library/react'
import { act, render } from '@tarojs/test-utils-react/dist/pure'
import { useLocaleStore } from '@/i18n/locale-store'
import { DaySection } from '../components/day-section'
import { DayWeather } from '../components/day-weather'
import { JourneyHeader } from '../components/journey-header'
import { dayPlaces, placeNumbers, type JourneyDetail } from '../model'
import fixture from './fixtures/journey-1.json'

const journey = fixture as JourneyDetail
const mount = (ui: JSX.Element) => render(ui, {}).container as HTMLElement

describe('the journey header', () => {
  beforeEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')))

  it('shows title, author, dates with length, cities and numbers', () => {
    const text = mount(<JourneyHeader journey={journey} />).textContent
    expect(text).toContain('东京五日：浅草晨光到涩谷夜色')
    expect(text).toContain('旅行者小鹿 的行程')
    expect(text).toContain('4月3日 – 4月7日 · 5 天')
    expect(text).toContain('38 个地点')
    expect(text).toContain('全程 131 公里')
    expect(text).toContain('1.3万 浏览')
  })

  it('uses the English title in English', () => {
    act(() => useLocaleStore.getState().setLocale('en'))
    const text = mount(<JourneyHeader journey={journey} />).textContent
    expect(text).toContain('Five days in Tokyo')
    expect(text).toContain('Apr 3 – Apr 7 · 5 days')
  })

  it('names the cities in English for an English reader, and in Chinese otherwise', () => {
    expect(mount(<JourneyHeader journey={journey} />).textContent).toContain('途经 东京 · 镰仓')
    act(() => useLocaleStore.getState().setLocale('en'))
    const text = mount(<JourneyHeader journey={journey} />).textContent
    expect(text).toContain('Through Tokyo · Kamakura')
    expect(text).not.toContain('东京 · 镰仓')
  })

  it('keeps a city nobody translated in its own name', () => {
    act(() => useLocaleStore.getState().setLocale('en'))
    const untranslated = { ...journey, citiesEn: [] }
    expect(mount(<JourneyHeader journey={untranslated} />).textContent).toContain('Through 东京 · 镰仓')
  })
})

describe('the day weather', () => {
  const weather = {
    dayIndex: 1,
    date: '2025-04-03',
    city: '东京',
    cityEn: 'Tokyo',
    condition: 'rain',
    high: 19,
    low: 10,
    source: 'climate-normal',
  }

  it('reads the city in the reader’s language, with a drawn icon that screen readers skip', () => {
    act(() => useLocaleStore.getState().setLocale('en'))
    const container = mount(<DayWeather weather={weather} />)
    expect(container.textContent).toContain('Tokyo')
    expect(container.textContent).not.toContain('东京')
    const icon = container.querySelector('.day-weather__icon')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.getAttribute('data-icon')).toBe('rain')
  })
})

describe('a day of the journey', () => {
  beforeEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')))
  const day = journey.days[0]

  it('numbers its places in visiting order', () => {
    const container = mount(<DaySection day={day} />)
    const numbers = Array.from(container.querySelectorAll('.place-card__number')).map((n) => n.textContent)
    expect(numbers).toEqual(dayPlaces(day).map((_, i) => String(i + 1)))
    expect(placeNumbers(day).size).toBe(dayPlaces(day).length)
  })

  it('joins the stops with their transport legs', () => {
    const text = mount(<DaySection day={day} />).textContent
    expect(text).toContain('第 1 天')
    expect(text).toContain('4月3日 周四')
    expect(text).toContain('地铁 京急线·都营浅草线直通 · 40 分钟 · 22 公里')
  })

  it('opens the place sheet with the tapped place', () => {
    const onOpenPlace = jest.fn()
    const container = mount(<DaySection day={day} onOpenPlace={onOpenPlace} />)
    fireEvent.click(container.querySelector('[data-place-id="2"]') as Element)
    expect(onOpenPlace).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: '雷门' }))
  })

  it('opens the transport sheet with the tapped leg', () => {
    const onOpenTransport = jest.fn()
    const container = mount(<DaySection day={day} onOpenTransport={onOpenTransport} />)
    fireEvent.click(container.querySelector('[data-transport-id="1"]') as Element)
    expect(onOpenTransport).toHaveBeenCalledWith(1)
  })

  it('says so when a day has nothing planned', () => {
    expect(mount(<DaySection day={{ ...day, items: [] }} />).textContent).toContain('这一天还没有安排')
  })
})
