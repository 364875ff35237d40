import { REGIONS_WITHOUT_SHAPE } from '../without-shape'
import {
  CITY_FILES,
  codesIn,
  SERVER_CITIES,
  SERVER_COUNTRIES,
  SERVER_PROVINCES,
  type ServerRegion,
} from './fixtures'

// Every server region has a shape or a reason why not; every shape is a server region's. The lists in
// the expectations are the failing codes.
const layers: [string, ServerRegion[], string[]][] = [
  ['provinces', SERVER_PROVINCES, codesIn('provinces.json')],
  ['cities', SERVER_CITIES, CITY_FILES.flatMap((file) => codesIn(`cities/${file}`))],
  ['countries', SERVER_COUNTRIES, codesIn('countries.json')],
]

describe.each(layers)('the %s layer', (_layer, regions, shapes) => {
  const server = new Set(regions.map((region) => region.code))
  const excepted = (code: string) => code in REGIONS_WITHOUT_SHAPE

  it('has a shape for every server region not listed in REGIONS_WITHOUT_SHAPE', () => {
    const drawn = new Set(shapes)
    expect(regions.filter((region) => !drawn.has(region.code) && !excepted(region.code))).toEqual([])
  })

  it('has no shape that is not a server region', () => {
    expect(shapes.filter((code) => !server.has(code))).toEqual([])
  })

  it('has each code once', () => {
    expect(shapes.filter((code, i) => shapes.indexOf(code) !== i)).toEqual([])
  })

  it('has no shape for a region that REGIONS_WITHOUT_SHAPE says has none', () => {
    expect(shapes.filter(excepted)).toEqual([])
  })
})

describe('the city files', () => {
  it('are one per server province, named by its adcode', () => {
    expect(CITY_FILES).toEqual(SERVER_PROVINCES.map((province) => `${province.code}.json`).sort())
  })

  it.each(SERVER_PROVINCES.map((province) => [province.code]))(
    'of %s hold exactly its own cities (less the exceptions)',
    (province) => {
      const own = SERVER_CITIES.filter(
        (city) => city.parent === province && !(city.code in REGIONS_WITHOUT_SHAPE),
      )
      expect(codesIn(`cities/${province}.json`).sort()).toEqual(own.map((city) => city.code).sort())
    },
  )
})

describe('REGIONS_WITHOUT_SHAPE', () => {
  const all = new Set(
    [...SERVER_PROVINCES, ...SERVER_CITIES, ...SERVER_COUNTRIES].map((region) => region.code),
  )

  it('lists server regions only, each with a reason', () => {
    const entries = Object.entries(REGIONS_WITHOUT_SHAPE)
    expect(entries.filter(([code, reason]) => !all.has(code) || reason.length < 20)).toEqual([])
  })
})
