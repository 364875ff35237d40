import { act, fireEvent, waitFor } from '@testing-library/react'
import { api } from '@/services/site-client'
import CaptureRulePage from '../index'
import { renderPage } from '../../../../../../../tests/jest/render-page'
import { openCampaign } from '../../../../shared/__tests__/page-driver'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock

let rules: string
let failing: boolean
beforeEach(() => {
  rules = '收集卡片得积分。\n\n积分在礼品店兑换礼品。'
  failing = false
  mockedApi.mockReset().mockImplementation(async () => {
    if (failing) throw new Error('网络不给力')
    return { ...openCampaign(2, '旅行收集家'), rules }
  })
})

describe('the collector rule page', () => {
  test("shows the campaign's rules paragraph by paragraph", async () => {
    const page = await renderPage(CaptureRulePage, { path: '/activity/capture/rule' })
    await waitFor(() => expect(page.text()).toContain('积分在礼品店兑换礼品。'))
    expect(page.container.querySelectorAll('.campaign-rules__paragraph')).toHaveLength(2)
    expect(mockedApi).toHaveBeenCalledWith('getCampaign', { id: 2 })
  })

  test('with no rules yet it says so', async () => {
    rules = ''
    const page = await renderPage(CaptureRulePage, { path: '/activity/capture/rule' })
    await waitFor(() => expect(page.text()).toContain('活动规则还没有发布'))
  })

  test('a failed load shows the error, and retry loads again', async () => {
    failing = true
    const page = await renderPage(CaptureRulePage, { path: '/activity/capture/rule' })
    await waitFor(() => expect(page.container.querySelector('.state--error')).not.toBeNull())
    failing = false
    await act(async () => {
      fireEvent.click(page.container.querySelector('.state--error button') as Element)
    })
    await waitFor(() => expect(page.text()).toContain('收集卡片得积分。'))
  })

  test('opens the share page with the campaign as its target', async () => {
    const page = await renderPage(CaptureRulePage, { path: '/activity/capture/rule' })
    await waitFor(() => expect(page.container.querySelector('[data-action="share-campaign"]')).not.toBeNull())
    await act(async () => {
      fireEvent.click(page.container.querySelector('[data-action="share-campaign"]') as Element)
    })
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/shareh5\/index\?.*type=campaign&id=capture/)
  })
})
