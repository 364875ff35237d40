import { decodeShapes, regionAtPoint } from '../region-shapes'
import { CITY_FILES, readTopology, SERVER_CITIES, SERVER_PROVINCES } from './fixtures'

// The server's centre of a region lies in that region's shape: the shapes and the codes agree on where
// things are. The lists in the expectations are the failing regions.

const provinces = decodeShapes(readTopology('provinces.json'))
const cities = new Map(
  CITY_FILES.map((file) => [file.replace('.json', ''), decodeShapes(readTopology(`cities/${file}`))]),
)
const provinceOf = new Map(SERVER_PROVINCES.map((province) => [province.code, province]))

/**
 * The justified exceptions: cities whose server centre is their province's. For 47 cities that centre
 * is a placeholder of server/seed/tools/gen-regions.cjs (台湾's 22, 新疆's and 海南's county-level
 * cities, 香港's and 澳门's areas, ...), and their shapes were matched by echarts id or name instead;
 * for a provincial capital (石家庄 is 河北's centre) it is right, but cannot be told apart here. (The
 * build holds the placeholders' shapes to echarts' seats instead: places.test.ts tries some.)
 */
const atProvinceCentre = (lat: number | null, lon: number | null, parent: string | null) =>
  provinceOf.get(parent ?? '')?.lat === lat && provinceOf.get(parent ?? '')?.lon === lon

describe("a region's server centre", () => {
  it("lies in its province's shape, for every province", () => {
    const outside = SERVER_PROVINCES.filter((p) => regionAtPoint(provinces, p.lat!, p.lon!) !== p.code)
    expect(outside.map((p) => `${p.code} ${p.name}`)).toEqual([])
  })

  it("lies in its city's shape, for every city whose centre is not its province's", () => {
    const checked = SERVER_CITIES.filter(
      (city) =>
        cities.get(city.parent!)!.has(city.code) && !atProvinceCentre(city.lat, city.lon, city.parent),
    )
    const outside = checked.filter(
      (city) => regionAtPoint(cities.get(city.parent!)!, city.lat!, city.lon!) !== city.code,
    )
    expect(outside.map((city) => `${city.code} ${city.name}`)).toEqual([])
    // The exceptions stay few: of 385 cities, 47 placeholders and a dozen capitals sit at their province's centre.
    expect(checked.length).toBeGreaterThanOrEqual(320)
  })
})
