import { act, waitFor } from '@testing-library/react'
import type { FoodCheckinResult, FoodHome, FoodPlace } from '@types-shared/api/content'
import { signInService, storedUser } from '@/features/sign-in/api/sign-in-service'
import { api } from '@/services/site-client'
import FoodPage from '../index'
import { renderPage } from '../../../../../../tests/jest/render-page'
import { scriptApi, type Answer } from '../../../../../../tests/jest/scripted-api'
import { openCampaign, pageDriver } from '../../../shared/__tests__/page-driver'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const mockedApi = api as unknown as jest.Mock
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>
const mockedService = signInService as unknown as jest.Mock

const place = (placeId: number, eaten: boolean, name = `小馆${placeId}`): FoodPlace => ({
  placeId,
  name,
  nameEn: `Eatery ${placeId}`,
  photo: '',
  rating: 4.6,
  blurb: '招牌菜',
  blurbEn: 'The signature dish',
  eaten,
})
/** Chengdu: 1 of 3 eaten; Xiamen: its one place eaten, so complete. */
const trail = (owner: FoodHome['owner'] = { id: 9, nickname: '旅行者0009' }): FoodHome => ({
  title: '跟着嘴巴去旅行',
  rules: '吃过就打卡。',
  owner,
  eaten: 2,
  total: 4,
  cities: [
    {
      cityCode: '510100',
      city: '成都',
      cityEn: 'Chengdu',
      eaten: 1,
      total: 3,
      places: [place(1, true, '陈麻婆豆腐'), place(2, false), place(3, false)],
    },
    { cityCode: '350200', city: '厦门', cityEn: 'Xiamen', eaten: 1, total: 1, places: [place(4, true)] },
  ],
})
/** The same trail as a visitor (or a new traveller) reads it: nothing eaten anywhere. */
const nothingEaten = (): FoodHome => ({
  ...trail(null),
  eaten: 0,
  cities: trail(null).cities.map((c) => ({
    ...c,
    eaten: 0,
    places: c.places.map((p) => ({ ...p, eaten: false })),
  })),
})
const result = (placeId: number, eaten: boolean, over: Partial<FoodCheckinResult> = {}) => ({
  placeId,
  eaten,
  changed: true,
  cityCode: '510100',
  cityEaten: eaten ? 2 : 0,
  cityTotal: 3,
  totalEaten: eaten ? 3 : 1,
  ...over,
})

let answers: Record<string, Answer>
beforeEach(() => {
  mockedStored.mockReset().mockResolvedValue({ id: 9, nickname: '旅行者0009' } as never)
  answers = scriptApi(mockedApi, {
    getCampaign: () => openCampaign(4, '跟着嘴巴去旅行'),
    getFoodHome: () => trail(),
  })
})
const calls = (name: string) => mockedApi.mock.calls.filter(([n]) => n === name)
const attr = (d: ReturnType<typeof pageDriver>, selector: string, name: string) =>
  d.$(selector)?.getAttribute(name)

describe('the food trail', () => {
  test('shows a spinner while it loads', async () => {
    answers.getFoodHome = () => new Promise(() => undefined)
    const page = await renderPage(FoodPage)
    await pageDriver(page).find('.state--loading')
  })

  test('shows my progress overall and per city with bars, and a badge on a completed city', async () => {
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.find('[data-place="3"]')
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 2 / 4 家吃过')
    expect(d.$('[data-progress-overall]')?.textContent).toContain('集齐 1 / 2 座城市')
    expect(attr(d, '[data-progress-overall] [role="progressbar"]', 'aria-valuenow')).toBe('50')
    expect(d.$('[data-city-tab="510100"] [data-city-progress]')?.textContent).toBe('1 / 3')
    expect(attr(d, '[data-city="510100"] [role="progressbar"]', 'aria-valuenow')).toBe('33')
    expect(attr(d, '[data-city-tab="350200"]', 'data-complete')).toBe('true')
    expect(d.$('[data-city-tab="350200"] [data-badge="complete"]')?.textContent).toBe('已集齐')
    expect(d.$('[data-city-tab="510100"] [data-badge]')).toBeNull()
    expect(attr(d, '[data-place="1"]', 'data-eaten')).toBe('true')
    expect(d.$('[data-place="1"] [data-action="undo"]')).not.toBeNull()
    expect(d.$('[data-place="2"]')?.hasAttribute('data-track-impression')).toBe(true)
    expect(d.$('[data-gate="sign-in"]')).toBeNull()
  })

  test('the tabs switch the city', async () => {
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-city-tab="350200"]')
    await d.find('[data-place="4"]')
    expect(d.$('[data-place="2"]')).toBeNull()
    expect(d.$('[data-city="350200"]')?.getAttribute('data-complete')).toBe('true')
  })

  test('"I ate here" ticks the place and moves the city and the overall progress', async () => {
    answers.foodCheckin = () => result(2, true)
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-place="2"] [data-action="ate-here"]')
    expect(calls('foodCheckin')[0][1]).toEqual({ placeId: 2 })
    await waitFor(() => expect(attr(d, '[data-place="2"]', 'data-eaten')).toBe('true'))
    expect(d.$('[data-city-tab="510100"] [data-city-progress]')?.textContent).toBe('2 / 3')
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 3 / 4 家吃过')
  })

  test('undo takes the tick back', async () => {
    answers.foodUncheck = () => result(1, false)
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-place="1"] [data-action="undo"]')
    expect(calls('foodUncheck')[0][1]).toEqual({ placeId: 1 })
    await waitFor(() => expect(attr(d, '[data-place="1"]', 'data-eaten')).toBe('false'))
    expect(d.$('[data-city-tab="510100"] [data-city-progress]')?.textContent).toBe('0 / 3')
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 1 / 4 家吃过')
  })

  test('finishing a city gives it its badge', async () => {
    answers.foodCheckin = (p) => result(Number(p.placeId), true)
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-place="2"] [data-action="ate-here"]')
    answers.foodCheckin = () => result(3, true, { cityEaten: 3, totalEaten: 4 })
    await d.click('[data-place="3"] [data-action="ate-here"]')
    await waitFor(() => expect(attr(d, '[data-city-tab="510100"]', 'data-complete')).toBe('true'))
    expect(d.$('[data-progress-overall]')?.textContent).toContain('集齐 2 / 2 座城市')
  })

  test('shows the tick at once, and takes it back with a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined
    answers.foodCheckin = () => new Promise((_, reject) => (refuse = reject))
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-place="2"] [data-action="ate-here"]')
    // Before the server answers: ticked, counted, and the button waits.
    expect(attr(d, '[data-place="2"]', 'data-eaten')).toBe('true')
    expect(d.$('[data-city-tab="510100"] [data-city-progress]')?.textContent).toBe('2 / 3')
    expect(d.$('[data-place="2"] [data-action="undo"]')?.hasAttribute('disabled')).toBe(true)
    await act(async () => refuse(new Error('network')))
    await waitFor(() => expect(attr(d, '[data-place="2"]', 'data-eaten')).toBe('false'))
    expect(d.$('[data-city-tab="510100"] [data-city-progress]')?.textContent).toBe('1 / 3')
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 2 / 4 家吃过')
    expect(d.toasts()).toContain('没能打卡，请稍后再试')
  })

  test('a failed undo puts the tick back, with its own toast', async () => {
    answers.foodUncheck = () => {
      throw new Error('network')
    }
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-place="1"] [data-action="undo"]')
    await waitFor(() => expect(attr(d, '[data-place="1"]', 'data-eaten')).toBe('true'))
    expect(d.toasts()).toContain('没能撤销，请稍后再试')
  })

  test('a visitor sees every place, and "I ate here" asks them to sign in first', async () => {
    mockedStored.mockResolvedValue(null)
    answers.getFoodHome = nothingEaten
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    expect(page.text()).toContain('2 座城市，4 家精选美食')
    expect(d.$('[data-city-progress]')).toBeNull()
    await d.click('[data-place="2"] [data-action="ate-here"]')
    expect(page.platform.calls.some((c) => c.method === 'login')).toBe(true)
    expect(calls('foodCheckin')).toHaveLength(0)
    expect(attr(d, '[data-place="2"]', 'data-eaten')).toBe('false')
  })

  test('a visitor who signs in on "I ate here" is ticked only once their own trail has loaded', async () => {
    mockedStored.mockResolvedValue(null)
    let signedIn = false
    mockedService.mockReturnValue({
      loginWithAppToken: async () => {
        signedIn = true
        return { id: 9, nickname: '旅行者0009' }
      },
    })
    let finishOwn: (home: FoodHome) => void = () => undefined
    answers.getFoodHome = () =>
      signedIn ? new Promise<FoodHome>((resolve) => (finishOwn = resolve)) : nothingEaten()
    answers.foodCheckin = () => result(2, true, { cityEaten: 1, totalEaten: 1 })
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    // The app's login succeeds with a host user whose token the server exchanges.
    ;(page.platform as { user: unknown }).user = {
      userId: '9',
      nickname: '旅行者0009',
      userToken: 'host-token',
    }
    await d.click('[data-place="2"] [data-action="ate-here"]')
    await waitFor(() => expect(calls('getFoodHome')).toHaveLength(2))
    // The visitor's trail is gone and nothing is sent while the traveller's own is still on its way.
    expect(calls('foodCheckin')).toHaveLength(0)
    expect(d.$('[data-place="2"]')).toBeNull()
    await act(async () => finishOwn(nothingEaten()))
    await waitFor(() => expect(attr(d, '[data-place="2"]', 'data-eaten')).toBe('true'))
    expect(calls('foodCheckin')).toHaveLength(1)
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 1 / 4 家吃过')
  })

  test("opened from a share, it shows the sharer's progress beside my own controls", async () => {
    answers.getFoodHome = (p) =>
      p.from === 12
        ? {
            ...trail({ id: 12, nickname: '小林' }),
            eaten: 3,
            cities: [
              { ...trail().cities[0], eaten: 2, places: [place(1, true), place(2, true), place(3, false)] },
              trail().cities[1],
            ],
          }
        : trail()
    const page = await renderPage(FoodPage, { params: { from: '12' } })
    const d = pageDriver(page)
    await d.find('[data-sharer="12"]')
    expect(d.$('[data-sharer="12"]')?.textContent).toContain('小林 已在 3 / 4 家吃过')
    expect(calls('getFoodHome').map(([, p]) => p)).toEqual(expect.arrayContaining([{}, { from: 12 }]))
    // My own ticks and buttons, with the sharer's marked.
    expect(d.$('[data-progress-overall]')?.textContent).toContain('已在 2 / 4 家吃过')
    expect(d.$('[data-place="2"] [data-action="ate-here"]')).not.toBeNull()
    expect(d.$('[data-place="2"] [data-sharer-ate]')?.textContent).toBe('小林 吃过')
  })

  test('my own share link shows no sharer banner', async () => {
    const page = await renderPage(FoodPage, { params: { from: '9' } })
    const d = pageDriver(page)
    await d.find('[data-place="2"]')
    expect(d.$('[data-sharer]')).toBeNull()
    expect(calls('getFoodHome').every(([, p]) => !p || !('from' in p))).toBe(true)
  })

  test('share sends my progress; tapping a place opens its sheet', async () => {
    answers.getPlace = () => new Promise(() => undefined)
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.click('[data-action="share-campaign"]')
    const push = page.platform.calls.find((c) => c.method === 'navigateTo' || c.method === 'push')
    expect(JSON.stringify(push)).toContain('type=food')
    expect(JSON.stringify(push)).toContain('id=9')
    await d.click('[data-place="2"] [data-action="open-place"]')
    await d.find('[role="dialog"]')
  })

  test('with no cities it says so', async () => {
    answers.getFoodHome = () => ({ ...trail(), cities: [], eaten: 0, total: 0 })
    const page = await renderPage(FoodPage)
    await pageDriver(page).sees('美食地点还在整理中')
  })

  test('a failed load shows the error, and retry loads again', async () => {
    answers.getFoodHome = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(FoodPage)
    const d = pageDriver(page)
    await d.find('.state--error')
    delete answers.getFoodHome
    await d.click('.state--error button')
    await d.find('[data-place="2"]')
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(FoodPage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-place="2"]')
    expect(page.text()).toContain('Eaten at 2 of 4')
    expect(page.text()).toContain('Chengdu')
    expect(page.text()).toContain('Completed')
    expect(page.text()).toContain('I ate here')
    expect(page.text()).toContain('Undo')
    expect(page.text()).toContain('Eatery 2')
  })
})
