import { act, renderHook, waitFor } from '@testing-library/react'
import { api } from '@/services/site-client'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { gcj02ToWgs84 } from '@/components/map-canvas/coords'
import { resetRegionTableForTests } from '../api/checkin-api'
import { useLitMap } from '../hooks/use-lit-map'

jest.mock('@/services/site-client', () => ({ api: jest.fn() }))
const mockedApi = api as jest.MockedFunction<typeof api>

const region = (code: string, level: string, parentCode: string | null) => ({
  code,
  level,
  name: code,
  nameEn: code,
  parentCode,
  lat: 30,
  lon: 104,
})
const TABLE = [
  region('CN', 'country', null),
  region('JP', 'country', null),
  region('510000', 'province', 'CN'),
  region('510100', 'city', '510000'),
  region('510700', 'city', '510000'),
  region('440000', 'province', 'CN'),
  region('440300', 'city', '440000'),
]
const STATS = { rank: 3, participants: 10, beatPercent: 70 }
const record = (code: string) => ({ region: { code } })

type Answers = Record<string, (params: Record<string, unknown>) => unknown>
function serve(answers: Answers) {
  const base: Answers = {
    getRegions: () => TABLE,
    getRecords: () => [record('510100'), record('510000'), record('CN')],
    getStats: () => STATS,
    getParticipants: () => ({ participants: 10 }),
  }
  mockedApi.mockImplementation(((name: string, params: Record<string, unknown>) => {
    const answer = answers[name] ?? base[name]
    if (!answer) return Promise.reject(new Error(`unexpected ${name}`))
    try {
      return Promise.resolve(answer(params ?? {}))
    } catch (error) {
      return Promise.reject(error)
    }
  }) as never)
}

const platform = createFakePlatform()
beforeEach(() => {
  mockedApi.mockReset()
  resetRegionTableForTests()
  setPlatform(platform)
})

const ready = async (signedIn = true) => {
  const hook = renderHook(() => useLitMap(signedIn))
  await waitFor(() => expect(hook.result.current.state.status).toBe('ready'))
  return hook
}
const data = (hook: Awaited<ReturnType<typeof ready>>) => {
  const { state } = hook.result.current
  if (state.status !== 'ready') throw new Error('not ready')
  return state.data
}

describe('the lit map, lit and cancelled at once', () => {
  test('loads my lit regions, counts them against the region table and my rank', async () => {
    serve({})
    const hook = await ready()
    expect([...data(hook).lit].sort()).toEqual(['510000', '510100', 'CN'])
    expect([data(hook).counts.countries, data(hook).counts.provinces, data(hook).counts.cities]).toEqual([
      1, 1, 1,
    ])
    expect(data(hook).standing).toEqual({ rank: 3, beatPercent: 70 })
  })

  test('a visitor gets the names and participants, and nothing of anyone', async () => {
    serve({})
    const hook = await ready(false)
    expect(data(hook).lit.size).toBe(0)
    expect(data(hook).participants).toBe(10)
    expect(mockedApi.mock.calls.map(([name]) => name)).not.toContain('getRecords')
  })

  test('a tapped city shows lit before the server answers, with its province, and counts follow', async () => {
    let answer: (value: unknown) => void = () => undefined
    serve({
      lightUpMany: () => new Promise((resolve) => (answer = resolve)),
    })
    const hook = await ready()
    let done: Promise<string[] | null> = Promise.resolve(null)
    act(() => {
      done = hook.result.current.light(['440300'])
    })
    expect(data(hook).lit.has('440300')).toBe(true)
    expect(data(hook).lit.has('440000')).toBe(true)
    expect(data(hook).counts.cities).toBe(2)
    await act(async () => {
      answer({ added: 2, records: [record('440300'), record('440000')] })
      expect(await done).toEqual(['440300', '440000'])
    })
    expect(mockedApi).toHaveBeenCalledWith('lightUpMany', { codes: ['440300'] })
  })

  test('a refused lighting puts the map back as it was and says so', async () => {
    serve({
      lightUpMany: () => {
        throw new Error('500')
      },
    })
    const hook = await ready()
    const before = [...data(hook).lit].sort()
    let result: string[] | null = []
    await act(async () => {
      result = await hook.result.current.light(['440300'])
    })
    expect(result).toBeNull()
    expect([...data(hook).lit].sort()).toEqual(before)
    expect(platform.calls.some((c) => c.method === 'toast')).toBe(true)
  })

  test('a whole province lights all its cities at once', async () => {
    serve({ lightUpProvince: () => ({ added: 1, records: [] }) })
    const hook = await ready()
    await act(async () => {
      await hook.result.current.lightProvince('510000')
    })
    expect(data(hook).lit.has('510700')).toBe(true)
    expect(mockedApi).toHaveBeenCalledWith('lightUpProvince', { provinceCode: '510000' })
  })

  test('cancelling removes only that region, and a refusal brings it back', async () => {
    serve({ cancelLighting: () => ({ removed: 1 }) })
    const hook = await ready()
    await act(async () => {
      expect(await hook.result.current.cancel('510100')).toBe(true)
    })
    expect([...data(hook).lit].sort()).toEqual(['510000', 'CN'])
    serve({
      cancelLighting: () => {
        throw new Error('500')
      },
      getRecords: () => [record('510000'), record('CN')],
    })
    await act(async () => {
      expect(await hook.result.current.cancel('510000')).toBe(false)
    })
    expect([...data(hook).lit].sort()).toEqual(['510000', 'CN'])
  })

  test('lighting where I am sends a WGS-84 point when the platform answers GCJ-02', async () => {
    serve({ lightUpLocation: () => ({ added: 1, records: [record('510700')] }) })
    const gcj = createFakePlatform()
    gcj.location.getCurrentPosition = async () => ({ lat: 30.6598, lon: 104.0633, coordinate: 'gcj02' })
    setPlatform(gcj)
    const hook = await ready()
    await act(async () => {
      expect(await hook.result.current.lightHere()).toEqual(['510700'])
    })
    const [, params] = mockedApi.mock.calls.find(([name]) => name === 'lightUpLocation')!
    const { lat, lon } = params as { lat: number; lon: number }
    const [wLat, wLon] = gcj02ToWgs84(30.6598, 104.0633)
    expect([lat, lon]).toEqual([wLat, wLon])
    // The offset is hundreds of metres here: enough to matter near a city's border.
    expect(Math.abs(lat - 30.6598) + Math.abs(lon - 104.0633)).toBeGreaterThan(0.002)
    expect(data(hook).lit.has('510700')).toBe(true)
  })
})
