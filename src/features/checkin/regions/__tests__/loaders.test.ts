import fs from 'node:fs'
import path from 'node:path'
import { CITY_LOADERS } from '../city-loaders'
import {
  loadCityShapes,
  loadCountryShapes,
  loadProvinceShapes,
  RegionShapesUnavailableError,
} from '../region-shapes'
import { SERVER_CITIES, SERVER_PROVINCES } from './fixtures'

describe('the layer loaders', () => {
  it('load the provinces keyed by adcode', async () => {
    const shapes = await loadProvinceShapes()
    expect([...shapes.keys()].sort()).toEqual(SERVER_PROVINCES.map((province) => province.code).sort())
    expect(shapes.get('510000')?.type).toMatch(/^(Multi)?Polygon$/)
  })

  it('load the countries keyed by ISO 3166-1 alpha-2', async () => {
    const shapes = await loadCountryShapes()
    expect(shapes.has('CN')).toBe(true)
    expect(shapes.has('JP')).toBe(true)
    expect([...shapes.keys()].filter((code) => !/^[A-Z]{2}$/.test(code))).toEqual([])
  })

  it("load one province's cities keyed by their adcodes", async () => {
    const shapes = await loadCityShapes('510000')
    const sichuan = SERVER_CITIES.filter((city) => city.parent === '510000').map((city) => city.code)
    expect([...shapes.keys()].sort()).toEqual(sichuan.sort())
  })

  it('load each layer once', async () => {
    expect(await loadProvinceShapes()).toBe(await loadProvinceShapes())
    expect(await loadCityShapes('710000')).toBe(await loadCityShapes('710000'))
  })

  it.each(['999999', '510100', 'CN', ''])(
    'reject %j, not a province adcode, with UNKNOWN_PROVINCE',
    async (code) => {
      const failure = loadCityShapes(code)
      await expect(failure).rejects.toBeInstanceOf(RegionShapesUnavailableError)
      await expect(failure).rejects.toMatchObject({ code: 'UNKNOWN_PROVINCE' })
    },
  )
})

describe('the city chunks', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../city-loaders.ts'), 'utf8')

  it('are one per server province', () => {
    expect(Object.keys(CITY_LOADERS).sort()).toEqual(SERVER_PROVINCES.map((province) => province.code).sort())
  })

  it('each import their own file by a literal path, so webpack makes each its own chunk', () => {
    const imported = [
      ...source.matchAll(/'(\d{6})': \(\) =>\s*import\([^)]*'\.\/data\/cities\/(\d{6})\.json'\)/g),
    ]
    expect(imported.filter(([, key, file]) => key !== file)).toEqual([])
    expect(imported.map(([, key]) => key).sort()).toEqual(Object.keys(CITY_LOADERS).sort())
  })
})
