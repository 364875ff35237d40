import { act, fireEvent } from '@testing-library/react'
import AboutPage from '../index'
import { renderPage, type RenderedPage } from '../../../../tests/jest/render-page'

const tap = (page: RenderedPage, key: string) =>
  act(async () => {
    fireEvent.click(page.container.querySelector(`[data-track-key="${key}"]`) as Element)
  })

const saved = process.env.TARO_APP_VERSION
afterEach(() => {
  process.env.TARO_APP_VERSION = saved
})

describe('the about page', () => {
  it('names the product and says what it does', async () => {
    const page = await renderPage(AboutPage)
    expect(page.text()).toContain('旅行伴侣')
    expect(page.text()).toContain('打开朋友分享的行程')
  })

  it('shows the version the build defined from package.json', async () => {
    process.env.TARO_APP_VERSION = '1.266.0'
    const page = await renderPage(AboutPage)
    expect(page.text()).toContain('版本 1.266.0')
    process.env.TARO_APP_VERSION = '2.0.1'
    const next = await renderPage(AboutPage)
    expect(next.text()).toContain('版本 2.0.1')
  })

  it.each([
    ['about_agreement', 'https://www.trip.example/agreement'],
    ['about_privacy', 'https://www.trip.example/privacy'],
  ])('opens %s on the product site', async (key, url) => {
    const page = await renderPage(AboutPage)
    await tap(page, key)
    expect(page.platform.calls).toContainEqual({ method: 'openLink', url })
  })

  it('tells the visitor when a link cannot be opened', async () => {
    const page = await renderPage(AboutPage)
    page.platform.navigation.openLink = async () => {
      throw new Error('blocked')
    }
    await tap(page, 'about_privacy')
    expect(page.platform.calls).toContainEqual({ method: 'toast', message: '无法打开这个链接' })
  })

  it('gives the email and phone, and leads to the feedback page', async () => {
    const page = await renderPage(AboutPage)
    expect(page.text()).toContain('support@trip.example')
    expect(page.text()).toContain('400-820-0000')
    await tap(page, 'about_feedback')
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/app\/feedback(\?|$)/)
  })

  it('offers the app', async () => {
    const page = await renderPage(AboutPage)
    await act(async () => {
      fireEvent.click(page.container.querySelector('[data-action="open-app"]') as Element)
    })
    expect(page.platform.calls).toContainEqual({ method: 'openApp', text: 'home' })
  })

  it('speaks English', async () => {
    process.env.TARO_APP_VERSION = '1.266.0'
    const page = await renderPage(AboutPage, { locale: 'en' })
    expect(page.text()).toContain('Version 1.266.0')
    expect(page.text()).toContain('Privacy policy')
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: 'About us' })
  })
})
