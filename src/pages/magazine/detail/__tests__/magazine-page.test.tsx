import { API_CODES } from '@types-shared/api/codes'
import { forgetCardDetails } from '@/features/magazine'
import { api } from '@/services/site-client'
import place from '@/features/place/__tests__/fixtures/place-2.json'
import journey from '@/features/journey/__tests__/fixtures/journey-1.json'
import MagazineDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'
import { pageDriver, refusal } from '../../../campaign/shared/__tests__/page-driver'
import { article, directory } from './magazine-fixtures'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock
let answers: Record<string, (params: Record<string, unknown>) => unknown>

beforeEach(() => {
  forgetCardDetails()
  answers = {
    getMagazineDirectory: () => directory(),
    getMagazineArticle: () => article(),
    getPlace: () => place,
    getJourney: () => journey,
  }
  mockedApi.mockReset().mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
    if (!answers[name]) throw new Error(`unexpected ${name}`)
    return answers[name](params)
  })
})
const pushes = (page: Awaited<ReturnType<typeof renderPage>>, method = 'push') =>
  page.platform.calls
    .filter((c) => c.method === method)
    .map((c) => (c.target as { pagePath: string }).pagePath)

describe('the directory (no id)', () => {
  test('shows a spinner while the issue loads', async () => {
    answers.getMagazineDirectory = () => new Promise(() => undefined)
    await pageDriver(await renderPage(MagazineDetailPage)).find('.state--loading')
  })

  test('shows the issue, its sections with their articles, and skips empty sections', async () => {
    const page = await renderPage(MagazineDetailPage)
    const d = pageDriver(page)
    await d.find('[data-article="2"]')
    expect(page.text()).toContain('旅行月刊 · 海边与夜色')
    expect(page.text()).toContain('2025-07 期')
    expect(page.text()).toContain('这一期我们去了海边和夜晚。')
    expect(d.$$('[data-section]')).toHaveLength(1)
    expect(d.$('[data-article="1"]')?.getAttribute('data-track-impression')).not.toBeNull()
    expect(mockedApi).toHaveBeenCalledWith('getMagazineDirectory', undefined)
  })

  test('`?issue=` picks the issue', async () => {
    await pageDriver(await renderPage(MagazineDetailPage, { params: { issue: '7' } })).find(
      '[data-article="1"]',
    )
    expect(mockedApi).toHaveBeenCalledWith('getMagazineDirectory', { id: 7 })
  })

  test('opens an article from its card in place (the magazine never stacks itself)', async () => {
    const page = await renderPage(MagazineDetailPage)
    await pageDriver(page).click('[data-article="2"]')
    expect(pushes(page)).toEqual([])
    expect(pushes(page, 'replace')).toEqual([
      expect.stringMatching(/^\/pages\/magazine\/detail\/index\?.*id=2/),
    ])
  })

  test('an issue without articles is the empty state', async () => {
    answers.getMagazineDirectory = () => directory({ sections: [{ id: 1, title: '空', articles: [] }] })
    const page = await renderPage(MagazineDetailPage)
    await pageDriver(page).find('.state--empty')
    expect(page.text()).toContain('这一期还没有文章')
  })

  test('a failure offers a retry that loads again', async () => {
    answers.getMagazineDirectory = () => Promise.reject(new Error('网络错误'))
    const page = await renderPage(MagazineDetailPage)
    const d = pageDriver(page)
    await d.find('.state--error')
    answers.getMagazineDirectory = () => directory()
    await d.click('.state__retry')
    await d.find('[data-article="1"]')
  })

  test('an issue that does not exist says so', async () => {
    answers.getMagazineDirectory = () => Promise.reject(refusal(404, API_CODES.NOT_FOUND))
    const page = await renderPage(MagazineDetailPage, { params: { issue: '99' } })
    await pageDriver(page).find('[data-missing="issue"]')
    expect(page.text()).toContain('没有找到这一期杂志')
  })

  test('speaks English', async () => {
    const page = await renderPage(MagazineDetailPage, { locale: 'en' })
    await pageDriver(page).find('[data-article="1"]')
    expect(page.text()).toContain('Issue 2025-07')
    expect(page.text()).toContain('Contents')
  })
})
