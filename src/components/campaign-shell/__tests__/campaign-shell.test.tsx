import { act, fireEvent, waitFor } from '@testing-library/react'
import type { CampaignInfo } from '@types-shared/api/home'
import { api } from '@/services/site-client'
import { CampaignRecords, CampaignRules, CampaignShell, campaignWindow, ruleParagraphs } from '..'
import { renderPage } from '../../../../tests/jest/render-page'

jest.mock('@/services/site-client', () => ({ api: jest.fn() }))
const mockedApi = api as jest.MockedFunction<typeof api>

const CAMPAIGN: CampaignInfo = {
  id: 1,
  kind: 'summer2025',
  title: '2025 夏日冰淇淋环游记',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2027-12-31T16:00:00.000Z',
  rules: '一、活动时间\n2025 年 6 月 1 日起\n\n二、参与方式\n完成任务获得抽奖机会',
  now: '2026-11-24T00:00:00.000Z',
}

const mount = (ui: JSX.Element) => renderPage(() => ui, {})

beforeEach(() => mockedApi.mockReset())

describe("a campaign's time window, by the server's clock", () => {
  test.each([
    ['2025-05-31T23:59:59.999Z', 'not-started'],
    ['2025-06-01T00:00:00.000Z', 'open'],
    ['2026-11-24T00:00:00.000Z', 'open'],
    ['2027-12-31T16:00:00.000Z', 'ended'],
    ['2030-01-01T00:00:00.000Z', 'ended'],
  ])('at %s it is %s', (now, window) => {
    expect(campaignWindow(CAMPAIGN.startsAt, CAMPAIGN.endsAt, now)).toBe(window)
  })

  test.each([
    ['', []],
    ['one', ['one']],
    ['a\nb\n\nc', ['a\nb', 'c']],
    ['  a  \n \n\n b ', ['a', 'b']],
  ])('the rules %j read as paragraphs %j', (rules, paragraphs) => {
    expect(ruleParagraphs(rules)).toEqual(paragraphs)
  })
})

describe('the campaign shell', () => {
  test.each([
    ['2025-01-01T00:00:00.000Z', 'not-started', '未开始 · 6月1日 开始'],
    ['2026-11-24T00:00:00.000Z', 'open', '进行中 · 12月31日 结束'],
    ['2028-01-01T00:00:00.000Z', 'ended', '已结束'],
  ])('shows the title and, at %s, that it is %s', async (now, window, text) => {
    mockedApi.mockResolvedValue({ ...CAMPAIGN, now })
    const page = await mount(<CampaignShell campaignId={1}>{() => <span>content</span>}</CampaignShell>)
    await waitFor(() => expect(page.text()).toContain('2025 夏日冰淇淋环游记'))
    expect(page.container.querySelector('[data-window]')?.getAttribute('data-window')).toBe(window)
    expect(page.container.querySelector('[data-window]')?.textContent).toBe(text)
    expect(mockedApi).toHaveBeenCalledWith('getCampaign', { id: 1 })
  })

  test('draws the rules paragraph by paragraph', async () => {
    mockedApi.mockResolvedValue(CAMPAIGN)
    const page = await mount(
      <CampaignShell campaignId={1}>{(c) => <CampaignRules campaign={c} />}</CampaignShell>,
    )
    await waitFor(() => expect(page.container.querySelectorAll('.campaign-rules__paragraph')).toHaveLength(2))
    expect(page.text()).toContain('完成任务获得抽奖机会')
  })

  test('gates the content behind sign-in, and shows it to a signed-in traveller', async () => {
    mockedApi.mockResolvedValue(CAMPAIGN)
    const signIn = jest.fn()
    const out = await mount(
      <CampaignShell campaignId={1} signIn={{ signedIn: false, signIn }}>
        {() => <span>draw</span>}
      </CampaignShell>,
    )
    await waitFor(() => expect(out.container.querySelector('[data-gate="sign-in"]')).not.toBeNull())
    expect(out.text()).not.toContain('draw')
    act(() => {
      fireEvent.click(out.container.querySelector('[data-action="sign-in"]') as Element)
    })
    expect(signIn).toHaveBeenCalled()
    const inside = await mount(
      <CampaignShell campaignId={1} signIn={{ signedIn: true, signIn }}>
        {() => <span>draw</span>}
      </CampaignShell>,
    )
    await waitFor(() => expect(inside.text()).toContain('draw'))
  })

  test('offers the share entry with the campaign', async () => {
    mockedApi.mockResolvedValue(CAMPAIGN)
    const onShare = jest.fn()
    const page = await mount(
      <CampaignShell campaignId={1} onShare={onShare}>
        {() => null}
      </CampaignShell>,
    )
    await waitFor(() => expect(page.container.querySelector('[data-action="share-campaign"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-action="share-campaign"]') as Element)
    })
    expect(onShare).toHaveBeenCalledWith(CAMPAIGN)
  })

  test('shows the error with a retry that loads again', async () => {
    mockedApi.mockRejectedValueOnce(new Error('网络不太好')).mockResolvedValue(CAMPAIGN)
    const page = await mount(<CampaignShell campaignId={1}>{() => <span>content</span>}</CampaignShell>)
    await waitFor(() => expect(page.text()).toContain('网络不太好'))
    const retry = Array.from(page.container.querySelectorAll('button')).find((b) =>
      /重试/.test(b.textContent ?? ''),
    )
    act(() => {
      fireEvent.click(retry as Element)
    })
    await waitFor(() => expect(page.text()).toContain('content'))
  })

  test('speaks English', async () => {
    mockedApi.mockResolvedValue(CAMPAIGN)
    const page = await renderPage(() => <CampaignShell campaignId={1}>{() => null}</CampaignShell>, {
      locale: 'en',
    })
    await waitFor(() =>
      expect(page.container.querySelector('[data-window]')?.textContent).toBe('Open · ends Dec 31'),
    )
  })
})

describe("a campaign's records", () => {
  test('lists them, or says there are none', async () => {
    const list = await mount(
      <CampaignRecords items={['a', 'b']} emptyLabel='没有记录'>
        {(x) => <span key={x}>{x}</span>}
      </CampaignRecords>,
    )
    expect(list.text()).toContain('ab')
    const none = await mount(
      <CampaignRecords items={[]} emptyLabel='没有记录'>
        {(x) => <span>{String(x)}</span>}
      </CampaignRecords>,
    )
    expect(none.text()).toContain('没有记录')
  })
})
