import { waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getAdminJourney } from '@/features/journey/api/get-admin-journey'
import { JourneyUnavailableError } from '@/features/journey/api/get-journey'
import { sessionUser } from '@/services/session/travel-session'
import { checkRegistry, permissions } from '@/services/router'
import { registerSiteChecks } from '@/services/session'
import JourneyAdminDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-admin-journey', () => ({ getAdminJourney: jest.fn() }))
jest.mock('@/features/journey/api/get-weather', () => ({
  getJourneyWeather: jest.fn(async () => new Map()),
  takeEmbeddedWeather: () => undefined,
}))
jest.mock('@/services/session/travel-session', () => {
  const actual = jest.requireActual('@/services/session/travel-session')
  return { ...actual, sessionUser: jest.fn() }
})
const mockedAdmin = getAdminJourney as jest.MockedFunction<typeof getAdminJourney>
const mockedUser = sessionUser as jest.MockedFunction<typeof sessionUser>

const adminJourney = {
  ...fixture,
  admin: {
    ownerId: 1,
    reviewStatus: 'reviewing',
    visibility: 'link',
    reportCount: 3,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-09T10:30:00.000Z',
    deletedAt: null,
  },
}
const admin = { id: 3, nickname: '运营小助手', role: 'admin' } as Awaited<ReturnType<typeof sessionUser>>
const traveller = { id: 1, nickname: '旅行者小鹿', role: 'user' } as Awaited<ReturnType<typeof sessionUser>>

beforeAll(() => registerSiteChecks())
afterAll(() => checkRegistry.unregister('isJourneyAdmin'))
beforeEach(() => {
  mockedAdmin.mockReset()
  mockedUser.mockReset()
  permissions.reset()
})

const open = () =>
  renderPage(JourneyAdminDetailPage, { path: '/journey/admin-detail/1', params: { id: '1' } })

describe('the admin view of a journey', () => {
  it('shows a permitted admin the review fields above the journey', async () => {
    mockedUser.mockResolvedValue(admin)
    mockedAdmin.mockResolvedValue(adminJourney as never)
    const page = await open()
    await waitFor(() => expect(page.container.querySelector('[data-admin-panel]')).not.toBeNull())
    const field = (name: string) =>
      page.container.querySelector(`[data-admin-field="${name}"]`)?.textContent ?? ''
    expect(field('review')).toContain('审核中')
    expect(field('visibility')).toContain('仅链接可见')
    expect(field('owner')).toContain('ID 1')
    expect(field('reports')).toContain('3')
    expect(field('created')).toMatch(/3月1日 \d\d:\d\d/)
    expect(page.container.querySelector('[data-admin-field="deleted"]')).toBeNull()
    expect(page.text()).toContain('东京五日')
    expect(mockedAdmin).toHaveBeenCalledWith('1')
  })

  it.each([
    ['a visitor', null],
    ['a traveller who is not an admin', traveller],
  ])('sends %s to the public journey without loading the admin data', async (_who, user) => {
    mockedUser.mockResolvedValue(user)
    const page = await open()
    await waitFor(() =>
      expect(page.platform.calls).toContainEqual(
        expect.objectContaining({
          method: 'replace',
          target: expect.objectContaining({ prettyPath: '/journey/detail/1' }),
        }),
      ),
    )
    expect(page.container.querySelector('[data-admin-panel]')).toBeNull()
    expect(mockedAdmin).not.toHaveBeenCalled()
  })

  it("sends a visitor to the public journey's plain address, without the page stamp Taro adds to params", async () => {
    mockedUser.mockResolvedValue(null)
    const page = await renderPage(JourneyAdminDetailPage, {
      path: '/journey/admin-detail/1',
      params: { id: '1', stamp: 'AA', $taroTimestamp: '1700000000000' },
    })
    await waitFor(() => expect(page.platform.calls.some((c) => c.method === 'replace')).toBe(true))
    const replace = page.platform.calls.find((c) => c.method === 'replace') as {
      target: { prettyPath: string }
    }
    expect(replace.target.prettyPath).toBe('/journey/detail/1')
  })

  it('shows when a deleted journey was deleted', async () => {
    mockedUser.mockResolvedValue(admin)
    mockedAdmin.mockResolvedValue({
      ...adminJourney,
      admin: { ...adminJourney.admin, deletedAt: '2025-04-02T00:00:00.000Z' },
    } as never)
    const page = await open()
    await waitFor(() => expect(page.container.querySelector('[data-admin-field="deleted"]')).not.toBeNull())
  })

  it('says the journey does not exist instead of failing', async () => {
    mockedUser.mockResolvedValue(admin)
    mockedAdmin.mockRejectedValue(new JourneyUnavailableError('missing'))
    const page = await open()
    await waitFor(() => expect(page.text()).toContain('没有找到这个行程'))
  })

  it('offers a retry when loading fails', async () => {
    mockedUser.mockResolvedValue(admin)
    mockedAdmin.mockRejectedValue(new Error('Network Error'))
    const page = await open()
    await waitFor(() => expect(page.container.querySelector('.state__retry')).not.toBeNull())
  })
})
