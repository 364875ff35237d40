import { act, renderHook, waitFor } from '@testing-library/react'
import { api } from '@/services/site-client'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { environmentReport } from '@/platform/env/report'
import { parseUserAgent } from '@/platform/env/user-agent'
import { useCheckinStatus } from '../hooks/use-checkin-status'

jest.mock('@/services/site-client', () => ({ api: jest.fn() }))
const mockedApi = api as jest.MockedFunction<typeof api>

const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TripApp/6.61.0 TripBuild/6630001'
const JAPAN = {
  code: 'JP',
  level: 'country',
  name: '日本',
  nameEn: 'Japan',
  parentCode: null,
  lat: 36,
  lon: 138,
}

function platformIn(userAgent: string) {
  const platform = createFakePlatform()
  platform.environment.describe = () =>
    environmentReport('fake', parseUserAgent(userAgent), { width: 390, height: 844 })
  setPlatform(platform)
  return platform
}

function serve(unsynced: number) {
  mockedApi.mockImplementation((async (name: string) => {
    if (name === 'getCheckinStatus') return { suggestions: [JAPAN], unsynced }
    if (name === 'syncToApp') return { synced: unsynced }
    if (name === 'confirmOrGiveUp') return { lit: false, givenUp: ['JP'] }
    throw new Error(`unexpected ${name}`)
  }) as never)
}

beforeEach(() => mockedApi.mockReset())

describe("the traveller's check-in status", () => {
  test('inside the app, records not yet in the app are synced to it as the page opens, and it says so', async () => {
    const platform = platformIn(APP_UA)
    expect(platform.environment.describe().info.inApp).toBe(true)
    serve(3)
    renderHook(() => useCheckinStatus(true))
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('syncToApp'))
    await waitFor(() => expect(platform.calls.some((c) => c.method === 'toast')).toBe(true))
  })

  test('in a browser nothing is synced: there is no app to sync to', async () => {
    platformIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36')
    serve(3)
    const hook = renderHook(() => useCheckinStatus(true))
    await waitFor(() => expect(hook.result.current.suggestions).toHaveLength(1))
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('syncToApp')
  })

  test('signed out, nothing is asked', async () => {
    platformIn(APP_UA)
    serve(3)
    renderHook(() => useCheckinStatus(false))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(mockedApi).not.toHaveBeenCalled()
  })

  test('a skipped suggestion leaves the list at once and is told to the server', async () => {
    platformIn('')
    serve(0)
    const hook = renderHook(() => useCheckinStatus(true))
    await waitFor(() => expect(hook.result.current.suggestions).toHaveLength(1))
    await act(async () => {
      await hook.result.current.answer(JAPAN, 'give_up')
    })
    expect(hook.result.current.suggestions).toHaveLength(0)
    expect(mockedApi).toHaveBeenCalledWith('confirmOrGiveUp', { code: 'JP', action: 'give_up' })
  })
})
