import JourneyDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

describe('the shared journey page', () => {
  it('reads the journey id from its path parameter', async () => {
    const page = await renderPage(JourneyDetailPage, { path: '/journey/detail/123', params: { id: '123' } })
    expect(page.text()).toContain('行程编号 123')
  })

  it('sets its own title through the platform', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '5' } })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '行程详情' })
  })

  it('speaks English when the locale is English', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '9' }, locale: 'en' })
    expect(page.text()).toContain('Journey 9')
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: 'Journey details' })
  })

  it.each([['abc'], ['0'], ['-4'], ['1e5'], ['']])(
    'shows a clear error for the malformed id %p',
    async (id) => {
      const page = await renderPage(JourneyDetailPage, { params: { id } })
      expect(page.text()).toContain('链接缺少必要的参数：id')
      expect(page.text()).not.toContain('行程编号')
    },
  )

  it('marks the sample-journey link active only on the sample journey', async () => {
    const sample = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    expect(sample.container.querySelector('[data-route="journeyDetail"]')?.className).toContain('active')
    const other = await renderPage(JourneyDetailPage, { params: { id: '2' } })
    expect(other.container.querySelector('[data-route="journeyDetail"]')?.className).not.toContain('active')
  })
})
