import { fireEvent } from '@testing-library/react'
import NotFoundPage from '../index'
import { renderPage } from '../../../../tests/jest/render-page'

describe('the page-not-found page', () => {
  it('says the page was not found by default', async () => {
    const page = await renderPage(NotFoundPage, { params: {} })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '页面未找到' })
    expect(page.text()).toContain('链接可能已失效')
  })

  it('says the visited page has disappeared in its variant shell', async () => {
    const page = await renderPage(NotFoundPage, { params: { reason: 'gone' } })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '您访问的页面消失了' })
    expect(page.text()).toContain('这个页面已经不在了')
  })

  it('offers a way home that replaces the dead page', async () => {
    const page = await renderPage(NotFoundPage, { params: {}, locale: 'en' })
    const home = Array.from(page.container.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Go to the home page'),
    )
    expect(home).toBeDefined()
    fireEvent.click(home as Element)
    expect(page.platform.calls).toContainEqual({
      method: 'replace',
      target: { prettyPath: '/home', pagePath: '/pages/home/index' },
    })
  })
})
