import { act, fireEvent, waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getJourney, JourneyUnavailableError } from '@/features/journey/api/get-journey'
import { getInvitation } from '@/features/co-editor/api/get-invitation'
import { joinJourney } from '@/features/co-editor/api/join-journey'
import { InvitationError } from '@/features/co-editor/api/invitation-error'
import { forgetSession, signInService, storedUser } from '@/features/sign-in/api/sign-in-service'
import type { InvitationDetail } from '@types-shared/api/co-editor'
import CoEditorPage from '../index'
import { renderPage, type RenderedPage } from '../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-journey', () => ({
  ...jest.requireActual('@/features/journey/api/get-journey'),
  getJourney: jest.fn(),
}))
jest.mock('@/features/co-editor/api/get-invitation', () => ({ getInvitation: jest.fn() }))
jest.mock('@/features/co-editor/api/join-journey', () => ({ joinJourney: jest.fn() }))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const mockedInvitation = getInvitation as jest.MockedFunction<typeof getInvitation>
const mockedJoin = joinJourney as jest.MockedFunction<typeof joinJourney>
const mockedJourney = getJourney as jest.MockedFunction<typeof getJourney>
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>
const mockedService = signInService as jest.MockedFunction<typeof signInService>
const loginWithCode = jest.fn()

const INVITATION: InvitationDetail = {
  code: 'demo-tokyo-invite',
  expiresAt: '2099-12-31T00:00:00.000Z',
  journey: {
    id: 1,
    title: '东京五日：浅草晨光到涩谷夜色',
    titleEn: 'Five days in Tokyo',
    cover: '/api/v1/media/journey/1.svg',
    startDate: '2025-04-01',
    dayCount: 5,
    cities: ['东京'],
  },
  inviter: { id: 1, nickname: '旅行者小鹿', avatar: '/api/v1/media/avatar/1.svg' },
  role: 'viewer',
}
const ME = { id: 9, nickname: '旅行者0001' }

beforeEach(() => {
  mockedInvitation.mockReset().mockResolvedValue(INVITATION)
  mockedJoin.mockReset().mockResolvedValue({ journeyId: 1, alreadyJoined: false })
  mockedJourney.mockReset().mockResolvedValue(fixture as never)
  mockedStored.mockReset().mockResolvedValue(null)
  loginWithCode.mockReset().mockResolvedValue(ME)
  mockedService.mockReturnValue({
    sendCode: async () => ({ expiresInSec: 300, resendAfterSec: 60 }),
    loginWithCode,
  } as never)
})

const open = async (params: Record<string, string>, options: { web?: boolean; locale?: 'en' } = {}) => {
  const page = await renderPage(CoEditorPage, { path: '/co-editor', params, locale: options.locale })
  // Browsers have no host login: the page's own phone form takes over.
  if (options.web !== false) page.platform.auth.login = async () => ({ kind: 'web' })
  return page
}
const loaded = (page: RenderedPage) =>
  waitFor(() => expect(page.container.querySelector('[data-invitation-journey]')).not.toBeNull())
const click = (page: RenderedPage, selector: string) =>
  act(async () => {
    fireEvent.click(page.container.querySelector(selector) as Element)
  })
const type = (page: RenderedPage, index: number, value: string) =>
  act(() => {
    fireEvent.input(page.container.querySelectorAll('.sign-in-sheet__input')[index], { target: { value } })
  })

describe('the co-editor invitation page', () => {
  it('shows loading while the invitation loads', async () => {
    mockedInvitation.mockReturnValue(new Promise(() => undefined))
    const page = await open({ code: 'demo-tokyo-invite' })
    expect(page.container.querySelector('.state--loading')).not.toBeNull()
  })

  it("shows the journey's summary and who invited", async () => {
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    expect(mockedInvitation).toHaveBeenCalledWith('demo-tokyo-invite')
    expect(page.text()).toContain('旅行者小鹿 邀请你一起编辑行程')
    expect(page.text()).toContain('东京五日：浅草晨光到涩谷夜色')
    expect(page.text()).toContain('5 天 · 途经 东京')
    const card = page.container.querySelector('[data-invitation-journey="1"]')!
    expect(card.hasAttribute('data-track-impression')).toBe(true)
    expect(page.text()).toContain('登录后加入')
    expect(page.container.querySelector('[data-action="join"]')?.hasAttribute('disabled')).toBe(false)
  })

  it('signs a visitor in with phone and code, then joins, then offers the app', async () => {
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.container.querySelector('[data-sheet="sign-in"]')).not.toBeNull())
    expect(mockedJoin).not.toHaveBeenCalled()
    await type(page, 0, '13900000001')
    await type(page, 1, '000000')
    await click(page, '.sign-in-sheet__submit')
    await waitFor(() => expect(page.container.querySelector('[data-join-state="joined"]')).not.toBeNull())
    expect(loginWithCode).toHaveBeenCalledWith('13900000001', '000000')
    expect(mockedJoin).toHaveBeenCalledWith('demo-tokyo-invite')
    expect(page.text()).toContain('你已加入共同编辑')
    expect(page.container.querySelector('[data-sheet="sign-in"]')).toBeNull()
    await click(page, '[data-action="open-app"]')
    expect(page.platform.calls).toContainEqual({ method: 'openApp', text: 'journey_detail' })
  })

  it('joins at once for a signed-in reader', async () => {
    mockedStored.mockResolvedValue(ME as never)
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    await waitFor(() => expect(page.text()).toContain('加入共同编辑'))
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.text()).toContain('你已加入共同编辑'))
    expect(page.container.querySelector('[data-sheet="sign-in"]')).toBeNull()
    // "Edit here" opens the journey in its edit mode.
    await click(page, '[data-action="edit-here"]')
    const push = page.platform.calls.find((c) => c.method === 'navigateTo' || c.method === 'push')
    expect(JSON.stringify(push)).toMatch(/journey\/detail.*edit=1/)
  })

  it('does not join when the visitor closes the sign-in form', async () => {
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.container.querySelector('[data-sheet="sign-in"]')).not.toBeNull())
    await click(page, '.sign-in-sheet__close')
    expect(mockedJoin).not.toHaveBeenCalled()
    expect(page.container.querySelector('[data-action="join"]')).not.toBeNull()
  })

  it('asks to sign in again when the server no longer accepts the stored session', async () => {
    mockedStored.mockResolvedValue(ME as never)
    // Forgetting the session forgets the stored traveller, as the real service does.
    jest.mocked(forgetSession).mockImplementationOnce(async () => {
      mockedStored.mockResolvedValue(null)
    })
    mockedJoin.mockRejectedValueOnce(new InvitationError('sign-in'))
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    await waitFor(() => expect(page.text()).toContain('加入共同编辑'))
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.container.querySelector('[data-sheet="sign-in"]')).not.toBeNull())
    await type(page, 0, '13900000001')
    await type(page, 1, '000000')
    await click(page, '.sign-in-sheet__submit')
    await waitFor(() => expect(page.text()).toContain('你已加入共同编辑'))
    expect(mockedJoin).toHaveBeenCalledTimes(2)
  })

  it('says so when the reader already co-edits the journey', async () => {
    mockedInvitation.mockResolvedValue({ ...INVITATION, role: 'editor' })
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    expect(page.text()).toContain('你已经是这个行程的共同编辑者')
    expect(page.container.querySelector('[data-action="join"]')).toBeNull()
  })

  it('tells the owner it is their own journey', async () => {
    mockedInvitation.mockResolvedValue({ ...INVITATION, role: 'owner' })
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    expect(page.text()).toContain('这是你自己的行程')
  })

  it('shows a join that failed on the network, and the retry joins', async () => {
    mockedStored.mockResolvedValue(ME as never)
    mockedJoin.mockRejectedValueOnce(new Error('Network Error'))
    const page = await open({ code: 'demo-tokyo-invite' })
    await loaded(page)
    await waitFor(() => expect(page.text()).toContain('加入共同编辑'))
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.text()).toContain('加入没有成功，请重试'))
    await click(page, '[data-action="join"]')
    await waitFor(() => expect(page.text()).toContain('你已加入共同编辑'))
  })

  it.each([
    ['not-found', '没有找到这个邀请'],
    ['expired', '这个邀请已过期'],
    ['gone', '这个行程已被作者删除'],
  ] as const)('explains a %s invitation', async (reason, text) => {
    mockedInvitation.mockRejectedValue(new InvitationError(reason))
    const page = await open({ code: 'demo-expired-invite' })
    await waitFor(() =>
      expect(page.container.querySelector(`[data-invitation-problem="${reason}"]`)).not.toBeNull(),
    )
    expect(page.text()).toContain(text)
  })

  it('offers a retry after a network failure, and the retry shows the invitation', async () => {
    mockedInvitation.mockRejectedValueOnce(new Error('Network Error'))
    const page = await open({ code: 'demo-tokyo-invite' })
    await waitFor(() => expect(page.text()).toContain('Network Error'))
    await click(page, '.state__retry')
    await loaded(page)
  })

  it.each([[{}], [{ code: 'a b' }], [{ journeyId: 'x' }]])(
    'says the link is incomplete for %p',
    async (params) => {
      const page = await open(params)
      expect(page.text()).toContain('邀请链接不完整')
      expect(mockedInvitation).not.toHaveBeenCalled()
      expect(mockedJourney).not.toHaveBeenCalled()
    },
  )

  it("shows the app's journeyId-and-inviter link with the named co-editor, joined in the app", async () => {
    const page = await open({ journeyId: '1', inviter: '2' })
    await loaded(page)
    expect(mockedJourney).toHaveBeenCalledWith('1')
    expect(page.text()).toContain('阿杰在路上 邀请你一起编辑行程')
    expect(page.text()).toContain('这个邀请需要在 App 中加入')
  })

  it('names the owner when the inviter in the link is not on the journey', async () => {
    const page = await open({ journeyId: '1', inviter: '99' })
    await loaded(page)
    expect(page.text()).toContain('旅行者小鹿 邀请你一起编辑行程')
  })

  it.each([
    ['private', '这个行程仅作者可见'],
    ['deleted', '这个行程已被作者删除'],
  ] as const)('shows a clear page for a %s journey', async (reason, text) => {
    mockedJourney.mockRejectedValue(new JourneyUnavailableError(reason))
    const page = await open({ journeyId: '7', inviter: '2' })
    await waitFor(() => expect(page.text()).toContain(text))
  })

  it('speaks English', async () => {
    const page = await open({ code: 'demo-tokyo-invite' }, { locale: 'en' })
    await loaded(page)
    expect(page.text()).toContain('旅行者小鹿 invites you to edit a journey together')
    expect(page.text()).toContain('Five days in Tokyo')
    expect(page.text()).toContain('Sign in to join')
  })
})
