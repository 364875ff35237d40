import { act, fireEvent } from '@testing-library/react'
import ShareResultPage from '../index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'

const open = (params: Record<string, string>, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  renderPage(ShareResultPage, { path: '/shareh5/result', params, locale })
const press = (page: RenderedPage, action: string) =>
  act(async () => {
    fireEvent.click(page.container.querySelector(`[data-action="${action}"]`) as Element)
  })

describe('the share result page', () => {
  it.each([
    ['friend', 'shared', '已分享给好友'],
    ['moments', 'shared', '已分享到朋友圈'],
    ['link', 'copied', '链接已复制'],
    ['image', 'saved', '海报已保存'],
    ['friend', 'cancelled', '已取消分享'],
    ['link', 'failed', '分享没有成功'],
  ])('tells that sharing on %s ended %s', async (channel, status, text) => {
    const page = await open({ journeyId: '1', channel, status })
    expect(page.container.querySelector('.share-result__title')?.textContent).toBe(text)
    expect(page.container.querySelector(`[data-outcome="${status}"]`)).not.toBeNull()
  })

  it('says there is nothing to show without a known outcome', async () => {
    const page = await open({ status: 'exploded' })
    expect(page.text()).toContain('没有找到这次分享的结果')
    expect(page.container.querySelector('[data-action]')).toBeNull()
  })

  it('leads back to the journey', async () => {
    const page = await open({ journeyId: '1', channel: 'link', status: 'copied' })
    await press(page, 'back-to-journey')
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/journey\/detail\/1(\?|$)/)
  })

  it('goes back to the kept-alive share page to share again', async () => {
    const page = await open({ journeyId: '1', channel: 'friend', status: 'cancelled' })
    await press(page, 'share-again')
    expect(page.platform.calls).toContainEqual({ method: 'back', delta: 1 })
  })

  it('opens the journey in the app', async () => {
    const page = await open({ journeyId: '1', channel: 'friend', status: 'shared' })
    await press(page, 'open-app')
    expect(page.platform.calls).toContainEqual({ method: 'openApp', text: 'journey_detail' })
  })

  it('offers no journey actions without a valid journey id', async () => {
    const page = await open({ journeyId: 'x', channel: 'link', status: 'copied' })
    expect(page.container.querySelector('[data-action="back-to-journey"]')).toBeNull()
    expect(page.container.querySelector('[data-action="share-again"]')).not.toBeNull()
  })

  it('speaks English', async () => {
    const page = await open({ journeyId: '1', channel: 'image', status: 'saved' }, 'en')
    expect(page.text()).toContain('Poster saved')
    expect(page.text()).toContain('Back to the journey')
  })
})
