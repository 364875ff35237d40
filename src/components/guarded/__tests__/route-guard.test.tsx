import JourneyAdminDetailPage from '@/pages/journey/admin-detail/index'
import AboutPage from '@/pages/about/index'
import { checkRegistry, resetPermissions, setUserSource } from '@/services/router/guards'
import { renderPage } from '../../../../tests/jest/render-page'

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the page frame runs the route checks of a page opened directly', () => {
  beforeEach(() => resetPermissions())
  afterEach(() => {
    setUserSource(null)
    checkRegistry.unregister('isJourneyAdmin')
  })

  it('replaces a guest on the admin view with its fallback, never showing the content', async () => {
    const page = await renderPage(JourneyAdminDetailPage, { params: { id: '4' } })
    await flush()
    expect(page.platform.calls).toContainEqual({
      method: 'replace',
      target: { prettyPath: '/journey/detail/4', pagePath: '/pages/journey/detail/index?id=4' },
    })
    expect(page.container.querySelector('.page__checking')).not.toBeNull()
  })

  it('shows the admin view when every check passes', async () => {
    setUserSource(async () => ({ id: 1 }))
    checkRegistry.register('isJourneyAdmin', async () => true)
    const page = await renderPage(JourneyAdminDetailPage, { params: { id: '4' } })
    await flush()
    expect(page.platform.calls.some((c) => c.method === 'replace')).toBe(false)
  })

  it('shows pages without checks at once', async () => {
    const page = await renderPage(AboutPage)
    expect(page.container.querySelector('.page__checking')).toBeNull()
  })
})
