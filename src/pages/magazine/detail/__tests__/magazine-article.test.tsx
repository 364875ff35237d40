import { API_CODES } from '@types-shared/api/codes'
import { forgetCardDetails, savePosition } from '@/features/magazine'
import { api } from '@/services/site-client'
import place from '@/features/place/__tests__/fixtures/place-2.json'
import journey from '@/features/journey/__tests__/fixtures/journey-1.json'
import MagazineDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'
import { pageDriver, refusal } from '../../../campaign/shared/__tests__/page-driver'
import { article } from './magazine-fixtures'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock
let answers: Record<string, (params: Record<string, unknown>) => unknown>
const xss: number[] = []

beforeAll(() => {
  ;(window as unknown as { __xss: (n: number) => void }).__xss = (n) => xss.push(n)
})
beforeEach(() => {
  forgetCardDetails()
  answers = { getMagazineArticle: () => article(), getPlace: () => place, getJourney: () => journey }
  mockedApi.mockReset().mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
    if (!answers[name]) throw new Error(`unexpected ${name}`)
    return answers[name](params)
  })
})
const open = (params: Record<string, string> = { id: '2' }, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  renderPage(MagazineDetailPage, { params, locale })
const navigations = (page: Awaited<ReturnType<typeof open>>) =>
  page.platform.calls
    .filter((c) => c.method === 'push' || c.method === 'replace')
    .map((c) => `${c.method} ${(c.target as { pagePath: string }).pagePath}`)

describe('an article (`?id=`)', () => {
  test('renders marks as strong, em and a link to an allowed host only', async () => {
    const page = await open()
    const d = pageDriver(page)
    const text = await d.find('.magazine-text')
    expect(text.querySelector('strong')?.textContent).toBe('外滩')
    expect(text.querySelector('em')?.textContent).toBe('灯光')
    const links = Array.from(text.querySelectorAll('a'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.trip.example/bund'])
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('a rich block goes through the sanitizer: its script and handler are gone, its link kept', async () => {
    const page = await open()
    const d = pageDriver(page)
    const rich = await d.find('[data-rich-text="html"]')
    expect(rich.innerHTML).toBe(
      '<h3>夜游</h3><p>坐<strong>夜游船</strong><a href="https://www.trip.example/boat" rel="noopener noreferrer">订票</a></p>',
    )
    expect(xss).toEqual([])
  })

  test('a link opens through the platform, never by itself', async () => {
    const page = await open()
    const d = pageDriver(page)
    await d.find('[data-rich-text="html"] a')
    await d.click('.magazine-text a')
    await d.click('[data-rich-text="html"] a')
    expect(page.platform.calls.filter((c) => c.method === 'openLink').map((c) => c.url)).toEqual([
      'https://www.trip.example/bund',
      'https://www.trip.example/boat',
    ])
  })

  test('images with their captions, none from a script URL; a quote with its author', async () => {
    const page = await open()
    const d = pageDriver(page)
    await d.find('.magazine-quote')
    expect(d.$$('.magazine-figure__caption').map((c) => c.textContent)).toEqual([
      '黄浦江夜色',
      '不该显示的图',
    ])
    expect(page.container.innerHTML).not.toContain('javascript:')
    expect(page.text()).toContain('—— 一位读者')
  })

  test('a place card shows the place and opens the place sheet', async () => {
    const page = await open()
    const d = pageDriver(page)
    await d.sees('雷门')
    expect(d.$('[data-place-card="2"]')?.getAttribute('data-track-impression')).not.toBeNull()
    await d.click('[data-place-card="2"]')
    await d.find('.place-sheet')
  })

  test('a journey card shows the journey and opens it', async () => {
    const page = await open()
    const d = pageDriver(page)
    await d.sees(journey.title)
    await d.click('[data-journey-card="1"]')
    expect(navigations(page)).toEqual([expect.stringMatching(/^push \/pages\/journey\/detail\/index\?id=1/)])
  })

  test('previous replaces the article; next is off on the last one; contents shows its issue in place', async () => {
    const page = await open({ id: '2' })
    const d = pageDriver(page)
    await d.find('[data-nav="next"]')
    expect(d.$('[data-nav="next"]')?.hasAttribute('disabled')).toBe(true)
    await d.click('[data-nav="prev"]')
    await d.click('[data-nav="directory"]')
    expect(navigations(page)).toEqual([
      expect.stringMatching(/^replace \/pages\/magazine\/detail\/index\?.*id=1/),
      expect.stringMatching(/^replace \/pages\/magazine\/detail\/index\?.*issue=1/),
    ])
  })

  test('returns to the saved reading position', async () => {
    let answer: (value: unknown) => void = () => undefined
    answers.getMagazineArticle = () => new Promise((resolve) => (answer = resolve))
    const page = await open()
    const d = pageDriver(page)
    // Saved on this page's platform (renderPage makes a fresh one) before the article arrives.
    await savePosition(2, 1234)
    answer(article())
    await d.find('.magazine-quote')
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(page.platform.calls).toContainEqual({ method: 'scrollToOffset', text: '1234' })
  })

  test('an article that does not exist says so, with the way to the contents', async () => {
    answers.getMagazineArticle = () => Promise.reject(refusal(404, API_CODES.NOT_FOUND))
    const page = await open({ id: '404' })
    await pageDriver(page).find('[data-missing="article"]')
    expect(page.text()).toContain('没有找到这篇文章')
  })

  test('a failure offers a retry; a malformed id is an error', async () => {
    answers.getMagazineArticle = () => Promise.reject(new Error('超时'))
    const d = pageDriver(await open())
    await d.find('.state--error')
    answers.getMagazineArticle = () => article()
    await d.click('.state__retry')
    await d.find('.magazine-quote')
    await pageDriver(await open({ id: 'abc' })).find('.state--error')
  })

  test('speaks English around the article', async () => {
    const page = await open({ id: '2' }, 'en')
    await pageDriver(page).sees('Kaminarimon')
    expect(page.text()).toContain('By 阿杰')
    expect(page.text()).toContain('Next')
  })
})
