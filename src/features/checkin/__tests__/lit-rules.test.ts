import { ancestorsOf, isRegionCode, levelOf, provinceOf } from '../model/region-codes'
import { countsOf, litCitiesOf, newlyLit, withCancelled, withLit } from '../model/lit-set'
import { templatePalette } from '../model/template-palette'

const TOTALS = { country: 247, province: 34, city: 385 }

describe('what a region code says by itself', () => {
  it.each<[string, string | null, string | null, string[]]>([
    ['CN', 'country', null, []],
    ['JP', 'country', null, []],
    ['510000', 'province', null, ['CN']],
    ['510100', 'city', '510000', ['510000', 'CN']],
    ['810000', 'province', null, ['CN']],
    ['cn', null, null, []],
    ['51010', null, null, []],
    ['<b>', null, null, []],
  ])('%s is a %s in %s, lighting also %j', (code, level, province, ancestors) => {
    expect(levelOf(code)).toBe(level)
    expect(provinceOf(code)).toBe(province)
    expect(ancestorsOf(code)).toEqual(ancestors)
    expect(isRegionCode(code)).toBe(level !== null)
  })
})

describe('lighting and cancelling, as the server does them', () => {
  it('lighting a city lights its province and China too', () => {
    expect([...withLit(new Set(), ['510100'])].sort()).toEqual(['510000', '510100', 'CN'])
  })
  it('lighting a country lights only that country', () => {
    expect([...withLit(new Set(), ['JP'])]).toEqual(['JP'])
  })
  it('cancelling removes only the region named, never its province or cities', () => {
    const lit = withLit(new Set(), ['510100', '510700'])
    expect([...withCancelled(lit, '510000')].sort()).toEqual(['510100', '510700', 'CN'])
    expect([...withCancelled(lit, '510100')].sort()).toEqual(['510000', '510700', 'CN'])
  })
  it('says what a lighting would add, and nothing already lit', () => {
    const lit = withLit(new Set(), ['510100'])
    expect(newlyLit(lit, ['510700']).sort()).toEqual(['510700'])
    expect(newlyLit(lit, ['440300']).sort()).toEqual(['440000', '440300'])
    expect(newlyLit(lit, ['510100'])).toEqual([])
  })
  it("finds a province's lit cities", () => {
    const lit = withLit(new Set(), ['510100', '510700', '440300'])
    expect(litCitiesOf(lit, '510000').sort()).toEqual(['510100', '510700'])
  })
})

describe('the counts and shares the page shows', () => {
  it.each<[string, string[], [number, number, number], number]>([
    ['nothing lit', [], [0, 0, 0], 0],
    ['one city', ['510100'], [1, 1, 1], 0.0026],
    ['two cities of one province and Japan', ['510100', '510700', 'JP'], [2, 1, 2], 0.0052],
    ['a province alone', ['440000'], [1, 1, 0], 0],
  ])('%s', (_case, codes, [countries, provinces, cities], cityShare) => {
    const counts = countsOf(withLit(new Set(), codes), TOTALS)
    expect([counts.countries, counts.provinces, counts.cities]).toEqual([countries, provinces, cities])
    expect(counts.chinaCityShare).toBe(cityShare)
    expect(counts.chinaProvinceShare).toBe(Math.round((provinces / 34) * 10000) / 10000)
  })
  it('has no share of nothing (totals not loaded)', () => {
    expect(countsOf(new Set(['JP']), { country: 0, province: 0, city: 0 }).worldShare).toBe(0)
  })
})

describe('poster template colours', () => {
  it('gives Spring Festival templates red and gold and the others a palette by id', () => {
    expect(templatePalette({ id: 9, kind: 'cny' })).toEqual(['#b71c1c', '#f6c343'])
    expect(templatePalette({ id: 1, kind: 'classic' })).toEqual(templatePalette({ id: 4, kind: 'classic' }))
  })
})
