import type { ComponentType } from 'react'
import { ROUTES } from '@types-shared/routes/route-table'
import { zhCN, type CoreMessageKey } from '@/i18n/locales/zh-CN'
import { renderPage } from '../../../tests/jest/render-page'

// Pages that load data get it from the demo journey instead of the network.
jest.mock('@/features/journey/api/get-journey', () => ({
  ...jest.requireActual('@/features/journey/api/get-journey'),
  getJourney: jest.fn(async () => require('@/features/journey/__tests__/fixtures/journey-1.json')),
}))

// Every route renders its own page component, which names its route and sets that route's title.
describe.each(ROUTES.map((r) => [r.name, r] as const))('the %s page', (_, route) => {
  const load = () => (require(`@/${route.page}`) as { default: ComponentType }).default
  const params: Record<string, string> = route.path.includes(':id') ? { id: '1' } : {}

  it('renders inside the page frame with its page key', async () => {
    const page = await renderPage(load(), { params })
    expect(page.container.querySelector(`[data-page-key="${route.pageKey}"]`)).not.toBeNull()
  })

  it('sets its title from the route table', async () => {
    const page = await renderPage(load(), { params })
    expect(page.platform.calls).toContainEqual({
      method: 'setTitle',
      title: zhCN[route.titleKey as CoreMessageKey],
    })
  })

  it('shows more than its title', async () => {
    const page = await renderPage(load(), { params })
    const body = page.container.querySelector('.page__body')?.textContent ?? ''
    expect(body.trim().length).toBeGreaterThan(0)
  })
})
