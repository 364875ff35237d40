import { decodeShapes, regionAtPoint } from '../region-shapes'
import { readTopology } from './fixtures'

// Known places land in the right region on every layer: China is one country with Taiwan, Hong Kong
// and Macao in it, and they are provinces of the China layer.
const countries = decodeShapes(readTopology('countries.json'))
const provinces = decodeShapes(readTopology('provinces.json'))
const cities = (province: string) => decodeShapes(readTopology(`cities/${province}.json`))

describe('the world layer', () => {
  it.each<[string, number, number, string | null]>([
    ['Taipei', 25.03, 121.56, 'CN'],
    ['Hong Kong', 22.3, 114.17, 'CN'],
    ['Macao', 22.19, 113.55, 'CN'],
    ['Beijing', 39.9, 116.4, 'CN'],
    ['Tokyo', 35.68, 139.69, 'JP'],
    ['Paris', 48.86, 2.35, 'FR'],
    ['Cayenne (French Guiana, not France)', 4.92, -52.31, 'GF'],
    ['Longyearbyen (Svalbard, not Norway)', 78.22, 15.65, 'SJ'],
    ['the middle of the Pacific', -20, -140, null],
    ['the South Atlantic', -30, -15, null],
  ])('puts %s in %s', (_place, lat, lon, code) => {
    expect(regionAtPoint(countries, lat, lon)).toBe(code)
  })

  it('has no Taiwan, Hong Kong or Macao of its own', () => {
    expect(['TW', 'HK', 'MO'].filter((code) => countries.has(code))).toEqual([])
  })
})

describe('the China layer', () => {
  it.each<[string, number, number, string | null]>([
    ['Taipei', 25.03, 121.56, '710000'],
    ['Hong Kong (Kowloon)', 22.32, 114.17, '810000'],
    ['Macao', 22.19, 113.55, '820000'],
    ['Beijing', 39.9, 116.4, '110000'],
    ['Chengdu', 30.66, 104.06, '510000'],
    ['Haikou', 20.02, 110.35, '460000'],
    ['Seoul', 37.57, 126.98, null],
  ])('puts %s in %s', (_place, lat, lon, code) => {
    expect(regionAtPoint(provinces, lat, lon)).toBe(code)
  })
})

describe('the city layer', () => {
  it.each<[string, string, number, number, string]>([
    ['Taipei', '710000', 25.03, 121.56, '710100'],
    ['Kaohsiung', '710000', 22.63, 120.3, '710200'],
    ['Tsim Sha Tsui', '810000', 22.3, 114.17, '810200'],
    ['Central, Hong Kong Island', '810000', 22.28, 114.16, '810100'],
    ['Sha Tin, New Territories', '810000', 22.38, 114.19, '810300'],
    ['Chengdu', '510000', 30.66, 104.06, '510100'],
    ['Shenzhen', '440000', 22.55, 114.06, '440300'],
    ['Shihezi (inside Changji on the map)', '650000', 44.3, 86.04, '659001'],
  ])('puts %s in %s', (_place, province, lat, lon, code) => {
    expect(regionAtPoint(cities(province), lat, lon)).toBe(code)
  })
})
