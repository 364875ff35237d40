import { act, waitFor } from '@testing-library/react'
import { API_CODES } from '@types-shared/api/codes'
import { BusinessError } from '@/services/http'
import { api } from '@/services/site-client'
import ImgJapanPage from '../../japan/index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'
import { JAPAN } from './campaign-fixture'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock

const PLACE = {
  id: 2,
  name: '雷门',
  nameEn: 'Kaminarimon',
  category: 'culture',
  city: '东京',
  cityEn: 'Tokyo',
}
let answers: Record<string, (params: Record<string, unknown>) => unknown>
beforeEach(() => {
  answers = {
    getImageCampaign: () => JAPAN,
    getPlace: () => ({ ...PLACE, lat: 35.7, lon: 139.8, coordSys: 'wgs84', photos: [], tags: [] }),
  }
  mockedApi.mockReset().mockImplementation(async (name: string, params: Record<string, unknown>) => {
    const answer = answers[name]
    if (!answer) throw new Error(`unexpected ${name}`)
    return answer(params)
  })
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
async function open(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const page = await renderPage(ImgJapanPage, { path: '/img/japan', locale })
  const $ = (s: string) => page.container.querySelector(s)
  const $$ = (s: string) => Array.from(page.container.querySelectorAll(s))
  const find = (s: string) =>
    waitFor(() => {
      const el = $(s)
      if (!el) throw new Error(`nothing matches ${s}\n${page.text()}`)
      return el
    })
  const click = async (s: string) => {
    const el = await find(s)
    await act(async () => {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      await settle()
    })
  }
  return { page, $, $$, find, click }
}
const calls = (page: RenderedPage, method: string) => page.platform.calls.filter((c) => c.method === method)
const pushed = (page: RenderedPage) => calls(page, 'push').map((c) => c.target?.prettyPath as string)

describe('an image campaign page', () => {
  it('asks for its own content and shows the title, subtitle and each slice with its alt text', async () => {
    const { page, find, $, $$ } = await open()
    await find('[data-hot-spot]')
    expect(mockedApi).toHaveBeenCalledWith('getImageCampaign', { key: 'japan' })
    expect(page.text()).toContain('日本旅行图鉴')
    expect(page.text()).toContain('从东京到富士山')
    const images = $$('.img-slice img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['东京街景插画', '富士山插画'])
    expect(images.map((img) => img.getAttribute('src'))).toEqual([JAPAN.slices[0].url, JAPAN.slices[1].url])
    // The frame keeps the slice's ratio before the image arrives: 1200 / 750.
    expect(($$('.img-slice__frame')[0] as HTMLElement).style.paddingTop).toBe('160.0000%')
    expect(($('.img-campaign') as HTMLElement).style.backgroundColor).toBe('rgb(27, 42, 74)')
    expect(calls(page, 'setTitle').at(-1)?.title).toBe('日本旅行图鉴')
  })

  it('makes each hot spot a labelled button, placed in per cent of its slice and tracked with its id', async () => {
    const { find, $$ } = await open()
    await find('[data-hot-spot]')
    const buttons = $$('[data-hot-spot]')
    expect(buttons.every((b) => b.tagName === 'BUTTON')).toBe(true)
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '东京五日游，查看行程',
      '雷门，查看地点',
      '富士山，在地图上查看',
      '官方攻略，打开链接',
    ])
    const box = (buttons[1].parentElement as HTMLElement).style
    expect([box.left, box.top, box.width, box.height]).toEqual(['50%', '40%', '20%', '10%'])
    expect(buttons[2].hasAttribute('data-track-impression')).toBe(true)
    expect(buttons[2].getAttribute('data-track-key')).toBe('img_hot_spot')
    expect(buttons[2].getAttribute('data-track-index')).toBe('3')
    expect(JSON.parse(buttons[2].getAttribute('data-track-attrs')!)).toEqual({
      pageKey: 'japan',
      hotSpotId: 'fuji-map',
      action: 'map',
    })
  })

  it('opens the journey of a journey hot spot', async () => {
    const { page, click } = await open()
    await click('[data-hot-spot="tokyo-trip"]')
    expect(pushed(page).at(-1)).toMatch(/^\/journey\/detail\/1(\?|$)/)
  })

  it('opens the place sheet for a place hot spot', async () => {
    const { page, click, find } = await open()
    await click('[data-hot-spot="kaminarimon"]')
    const dialog = await find('[role="dialog"]')
    await waitFor(() => expect(dialog.textContent).toContain('雷门'))
    expect(mockedApi).toHaveBeenCalledWith('getPlace', { id: 2 })
    expect(pushed(page)).toEqual([])
  })

  it('opens the map at the point of a map hot spot', async () => {
    const { page, click } = await open()
    await click('[data-hot-spot="fuji-map"]')
    const url = new URL(pushed(page).at(-1)!, 'https://site.test')
    expect(url.pathname).toBe('/map')
    expect(url.searchParams.get('lat')).toBe('35.3606')
    expect(url.searchParams.get('lon')).toBe('138.7274')
    expect(url.searchParams.get('name')).toBe('富士山')
  })

  it('opens an allowed link through the platform', async () => {
    const { page, click } = await open()
    await click('[data-hot-spot="guide"]')
    expect(calls(page, 'openLink').map((c) => c.url)).toEqual(['https://www.trip.example/guide/japan'])
  })

  it('refuses a link to a host outside the allowed ones: no button for it, nothing opened', async () => {
    const { page, find, $ } = await open()
    await find('[data-hot-spot="guide"]')
    expect($('[data-hot-spot="elsewhere"]')).toBeNull()
    expect(page.text()).not.toContain('外部网站')
    expect(calls(page, 'openLink')).toEqual([])
  })

  it('shares the page through the share page, with the image target', async () => {
    const { page, click } = await open()
    await click('[data-action="share-image"]')
    expect(pushed(page).at(-1)).toMatch(/^\/shareh5\/index\?.*type=image&id=japan/)
    // The host's own share entry is armed with the page's card and its mini-program page.
    const armed = calls(page, 'setShareInfo').at(-1)?.content
    expect(armed).toMatchObject({ title: '日本旅行图鉴', text: '一张长图看懂日本' })
    expect(armed?.miniProgramPath).toBe('/pages/img/japan/index')
  })

  it('says plainly that the content is missing when the server has none, without a retry', async () => {
    answers.getImageCampaign = () => {
      throw new BusinessError(API_CODES.NOT_FOUND, 'not found')
    }
    const { page, find, $ } = await open()
    await find('[data-state="missing"]')
    expect(page.text()).toContain('这个活动页的内容不存在或已下线')
    expect($('.state--error')).toBeNull()
    expect($('.state__retry')).toBeNull()
  })

  it('shows an error with retry when loading fails, and the page after the retry', async () => {
    let fail = true
    answers.getImageCampaign = () => {
      if (fail) throw new Error('Network Error')
      return JAPAN
    }
    const { find, click, $ } = await open()
    await find('.state--error')
    expect($('[data-state="missing"]')).toBeNull()
    fail = false
    await click('.state--error .state__retry')
    await find('[data-hot-spot="tokyo-trip"]')
  })

  it('speaks English: title, alt texts and hot spot labels', async () => {
    const { page, find, $$ } = await open('en')
    await find('[data-hot-spot]')
    expect(page.text()).toContain('Japan travel atlas')
    expect(page.text()).toContain('From Tokyo to Mount Fuji')
    expect($$('.img-slice img').map((img) => img.getAttribute('alt'))).toEqual([
      'An illustrated Tokyo street',
      'An illustrated Mount Fuji',
    ])
    expect($$('[data-hot-spot]')[0].getAttribute('aria-label')).toBe('Five days in Tokyo: see the journey')
    expect(calls(page, 'setTitle').at(-1)?.title).toBe('Japan travel atlas')
  })
})
