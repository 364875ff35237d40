import { act, fireEvent, waitFor } from '@testing-library/react'
import { api } from '@/services/site-client'
import Summer2025RulePage from '../index'
import { renderPage } from '../../../../../../../tests/jest/render-page'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock

beforeEach(() => {
  mockedApi.mockReset().mockResolvedValue({
    id: 1,
    kind: 'summer',
    title: '2025 夏日旅行季',
    startsAt: '2025-06-01T00:00:00+08:00',
    endsAt: '2026-12-31T23:59:59+08:00',
    rules: '第一条。\n\n第二条。',
    now: '2026-11-25T00:00:00Z',
  })
})

describe('the summer campaign rule page', () => {
  it("shows the campaign's rules from the server", async () => {
    const page = await renderPage(Summer2025RulePage, { path: '/activity/summer2025/rule' })
    await waitFor(() => expect(page.text()).toContain('第二条。'))
    expect(mockedApi).toHaveBeenCalledWith('getCampaign', { id: 1 })
  })

  it('opens the share page with the campaign as its target', async () => {
    const page = await renderPage(Summer2025RulePage, { path: '/activity/summer2025/rule' })
    await waitFor(() => expect(page.container.querySelector('[data-action="share-campaign"]')).not.toBeNull())
    await act(async () => {
      fireEvent.click(page.container.querySelector('[data-action="share-campaign"]') as Element)
    })
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/shareh5\/index\?.*type=campaign&id=summer2025/)
  })
})
