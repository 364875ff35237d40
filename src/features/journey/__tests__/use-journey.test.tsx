import { renderHook, waitFor } from '@testing-library/react'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { getJourney, JourneyUnavailableError } from '../api/get-journey'
import { createJourneyCache } from '../api/journey-cache'
import { useJourney } from '../hooks/use-journey'
import type { JourneyDetail } from '../model'
import fixture from './fixtures/journey-1.json'

jest.mock('../api/get-journey', () => {
  const actual = jest.requireActual('../api/get-journey')
  return { ...actual, getJourney: jest.fn() }
})
const mockedGetJourney = getJourney as jest.MockedFunction<typeof getJourney>
const journey = fixture as JourneyDetail

beforeEach(() => mockedGetJourney.mockReset())

function platformWithCopy(savedAt = new Date('2026-04-03T08:30:00.000Z')) {
  const platform = createFakePlatform()
  setPlatform(platform)
  return { platform, cache: createJourneyCache(platform.storage, () => savedAt) }
}

describe('loading a journey', () => {
  it('keeps each journey loaded for offline reading', async () => {
    const { cache } = platformWithCopy()
    mockedGetJourney.mockResolvedValue(journey)
    const { result } = renderHook(() => useJourney('1'))
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    await waitFor(async () => expect(await cache.load('1')).not.toBeNull())
    expect(result.current.offlineSince).toBeUndefined()
  })

  it('shows the saved copy, with its time, when the network fails', async () => {
    const { cache } = platformWithCopy()
    await cache.save('1', journey)
    mockedGetJourney.mockRejectedValue(new Error('Network Error'))
    const { result } = renderHook(() => useJourney('1'))
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(result.current.offlineSince).toBe('2026-04-03T08:30:00.000Z')
  })

  it('shows the error when the network fails and there is no copy', async () => {
    platformWithCopy()
    mockedGetJourney.mockRejectedValue(new Error('Network Error'))
    const { result } = renderHook(() => useJourney('1'))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
  })

  it('does not show the copy of a journey that was deleted since, and drops it', async () => {
    const { cache } = platformWithCopy()
    await cache.save('1', journey)
    mockedGetJourney.mockRejectedValue(new JourneyUnavailableError('deleted'))
    const { result } = renderHook(() => useJourney('1'))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    await expect(cache.load('1')).resolves.toBeNull()
  })
})

describe('loading a journey where storage never answers', () => {
  it('still shows the error, and a clear page for a journey that is gone', async () => {
    const platform = createFakePlatform()
    platform.storage.getItem = () => new Promise(() => undefined)
    platform.storage.setItem = () => new Promise(() => undefined)
    platform.storage.removeItem = () => new Promise(() => undefined)
    setPlatform(platform)
    mockedGetJourney.mockRejectedValue(new JourneyUnavailableError('private'))
    const gone = renderHook(() => useJourney('7'))
    await waitFor(() => expect(gone.result.current.state.status).toBe('error'))
    mockedGetJourney.mockRejectedValue(new Error('Network Error'))
    const failed = renderHook(() => useJourney('1'))
    await waitFor(() => expect(failed.result.current.state.status).toBe('error'), { timeout: 4000 })
  })
})
