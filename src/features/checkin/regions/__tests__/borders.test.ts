import { neighbors } from 'topojson-client'
import { readTopology } from './fixtures'

// Neighbours share their border as one arc (topojson), so simplification moved it for both and they
// still touch: no gap, no overlap. echarts drew each province apart; the build snapped them together.
function neighboursOf(file: string) {
  const geometries = readTopology(file).objects.regions.geometries
  const ids = geometries.map((geometry) => String(geometry.id))
  const lists = neighbors(geometries)
  return (code: string) => new Set(lists[ids.indexOf(code)].map((i) => ids[i]))
}

describe('shared borders', () => {
  it.each<[string, string, string[]]>([
    ['provinces.json', '110000', ['120000', '130000']],
    ['provinces.json', '510000', ['500000', '520000', '530000', '540000', '620000', '630000', '610000']],
    ['provinces.json', '440000', ['450000', '430000', '360000', '350000', '810000', '820000']],
    ['provinces.json', '650000', ['540000', '630000', '620000']],
    ['cities/510000.json', '510100', ['510600', '511400', '513200']],
    ['cities/810000.json', '810200', ['810300']],
    ['countries.json', 'CN', ['MN', 'RU', 'IN', 'KP', 'VN', 'KZ']],
    ['countries.json', 'FR', ['ES', 'DE', 'BE', 'IT', 'CH']],
  ])('in %s join %s to each of its neighbours %j', (file, code, expected) => {
    const found = neighboursOf(file)(code)
    expect(expected.filter((neighbour) => !found.has(neighbour))).toEqual([])
  })
})
