import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { CITY_FILES, DATA_DIR } from './fixtures'

// The size budgets of the generated data, gzip at level 9 (docs/checkin-regions.md). Over budget:
// simplify more in scripts/regions/lib/settings.mjs and run `npm run regions`.
const KB = 1024
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DATA_DIR, file)), { level: 9 }).length
const cities = CITY_FILES.map((file) => ({ file, bytes: gzip(`cities/${file}`) }))

describe('the size of the region data', () => {
  it('is at most 10 KB for the provinces', () => {
    expect(gzip('provinces.json')).toBeLessThanOrEqual(10 * KB)
  })

  it('is at most 60 KB for all the cities together', () => {
    expect(cities.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(60 * KB)
  })

  it("is at most 8 KB for any one province's cities", () => {
    expect(cities.filter(({ bytes }) => bytes > 8 * KB)).toEqual([])
  })

  it('is at most 45 KB for the countries', () => {
    expect(gzip('countries.json')).toBeLessThanOrEqual(45 * KB)
  })
})
