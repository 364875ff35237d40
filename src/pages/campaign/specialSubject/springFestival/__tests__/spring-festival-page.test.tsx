import { act } from '@testing-library/react'
import type { SpringFestival } from '@types-shared/api/content'
import { api } from '@/services/site-client'
import SpringFestivalPage from '../index'
import { renderPage } from '../../../../../../tests/jest/render-page'
import { pageDriver } from '../../../shared/__tests__/page-driver'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock

// 2027-02-06 00:00 in Beijing; the server answers 72 days 16 hours before it.
const FESTIVAL_AT = '2027-02-06T00:00:00+08:00'
const SERVER_NOW = '2026-11-25T00:00:00.000Z'
const festival = (over: Partial<SpringFestival> = {}): SpringFestival => ({
  title: '新春去哪儿',
  titleEn: 'Where to for Spring Festival',
  intro: '精选春节目的地与行程。',
  introEn: 'Curated Spring Festival destinations and journeys.',
  festivalDate: '2027-02-06',
  festivalAt: FESTIVAL_AT,
  now: SERVER_NOW,
  destinations: [
    {
      placeId: 31,
      name: '哈尔滨冰雪大世界',
      nameEn: 'Harbin Ice and Snow World',
      city: '哈尔滨',
      cityEn: 'Harbin',
      photo: '',
      blurb: '冰灯',
      blurbEn: 'Ice lanterns',
    },
  ],
  journeys: [{ id: 4, title: '成都三日', cover: '', dayCount: 3, cities: ['成都'], views: 10 }],
  posters: [{ id: 3, name: '蛇年新春·福到万家', image: '/media/poster/3.png' }],
  ...over,
})

let answer: () => unknown
beforeEach(() => {
  answer = () => festival()
  mockedApi.mockReset().mockImplementation(async (name: string) => {
    if (name === 'getSpringFestival') return answer()
    if (name === 'getPlace') return new Promise(() => undefined)
    throw new Error(`unexpected ${name}`)
  })
})
/**
 * Fake timers for the countdown's tests only: the page driver's clicks settle on real timers. The
 * phone's clock is five days behind, which the countdown must not care about.
 */
const wrongPhoneClock = () => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  jest.setSystemTime(new Date('2026-11-20T00:00:00.000Z'))
}
afterEach(() => {
  jest.useRealTimers()
})

const countdown = (d: ReturnType<typeof pageDriver>) =>
  d.$('[data-countdown]')?.getAttribute('data-countdown')
const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms)
  })

describe('the Spring Festival special', () => {
  test('counts down by the server clock, not the phone, and ticks each second', async () => {
    wrongPhoneClock()
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('[data-countdown]')
    expect(countdown(d)).toBe('72:16:00:00')
    expect(d.$('[data-unit="days"]')?.textContent).toContain('72')
    expect(d.$('[data-unit="hours"]')?.textContent).toContain('16')
    await tick(1000)
    expect(countdown(d)).toBe('72:15:59:59')
    await tick(61_000)
    expect(countdown(d)).toBe('72:15:58:58')
    expect(page.text()).toContain('春节：2月6日')
  })

  test('turns into the festival greeting when the moment comes', async () => {
    wrongPhoneClock()
    answer = () => festival({ now: '2027-02-05T15:59:58.000Z' })
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('[data-countdown]')
    expect(countdown(d)).toBe('0:00:00:02')
    await tick(2000)
    expect(countdown(d)).toBe('today')
    expect(page.text()).toContain('今天就是春节，新春快乐！')
  })

  test('on the day itself it greets at once', async () => {
    wrongPhoneClock()
    answer = () => festival({ now: '2027-02-06T09:00:00+08:00' })
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('[data-countdown="today"]')
    expect(page.text()).toContain('今天就是春节')
  })

  test('in the days after, until the server moves on to the next year, it wishes a happy new year', async () => {
    wrongPhoneClock()
    answer = () => festival({ now: '2027-02-09T09:00:00+08:00' })
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('[data-countdown="season"]')
    expect(page.text()).toContain('春节到了，新春快乐！')
  })

  test('shows the destinations, journeys and posters as tracked cards', async () => {
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('[data-destination="31"]')
    expect(page.text()).toContain('新春去哪儿')
    expect(d.$('[data-destination="31"]')?.textContent).toContain('哈尔滨冰雪大世界')
    expect(d.$('[data-journey="4"]')?.textContent).toContain('3 天 · 成都')
    expect(d.$('[data-poster="3"]')?.textContent).toContain('蛇年新春')
    for (const card of ['[data-destination="31"]', '[data-journey="4"]', '[data-poster="3"]']) {
      expect(d.$(card)?.hasAttribute('data-track-impression')).toBe(true)
    }
  })

  test('a destination opens its place sheet; a journey and a poster open their pages', async () => {
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.click('[data-destination="31"]')
    await d.find('[role="dialog"]')
    expect(mockedApi.mock.calls.some(([n, p]) => n === 'getPlace' && p.id === 31)).toBe(true)
    await d.click('[data-journey="4"]')
    await d.click('[data-poster="3"]')
    await d.click('[data-action="share-festival"]')
    const targets = JSON.stringify(page.platform.calls)
    expect(targets).toContain('journey/detail/index?id=4')
    expect(targets).toContain('activity-clock-in/templates/index?template=3')
    expect(targets).toContain('type=campaign&id=springFestival')
  })

  test('empty sections say so', async () => {
    answer = () => festival({ destinations: [], journeys: [], posters: [] })
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.sees('目的地还在挑选中')
    expect(page.text()).toContain('行程还在整理中')
    expect(page.text()).toContain('海报还在设计中')
  })

  test('shows a spinner while it loads', async () => {
    answer = () => new Promise(() => undefined)
    const page = await renderPage(SpringFestivalPage)
    await pageDriver(page).find('.state--loading')
  })

  test('a failed load shows the error, and retry loads again', async () => {
    answer = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(SpringFestivalPage)
    const d = pageDriver(page)
    await d.find('.state--error')
    answer = () => festival()
    await d.click('.state--error button')
    await d.find('[data-countdown]')
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(SpringFestivalPage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-countdown]')
    expect(page.text()).toContain('Where to for Spring Festival')
    expect(page.text()).toContain('Spring Festival in')
    expect(page.text()).toContain('Harbin Ice and Snow World')
    expect(page.text()).toContain('3 days · 成都')
    expect(page.text()).toContain('Spring Festival: Feb 6')
  })
})
