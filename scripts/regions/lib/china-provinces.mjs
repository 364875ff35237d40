/**
 * The province layer: echarts' china.json, whose feature ids are the same adcodes as the server's
 * (110000, ..., 710000 Taiwan, 810000 Hong Kong, 820000 Macao). Matched by id; each match is checked
 * by shape (the server's centre must lie inside) and by name, and whatever disagrees is reported.
 */
import { contains } from './geometry.mjs'
import { sameName } from './names.mjs'

/**
 * @param {GeoJSON.FeatureCollection} china decoded china.json
 * @param {import('./server-regions.mjs').ServerRegion[]} provinces the server's
 */
export function buildProvinces(china, provinces) {
  const known = new Map(provinces.map((province) => [province.code, province]))
  const shapes = new Map()
  const report = { dropped: [], centreOutside: [], nameMismatches: [] }
  for (const feature of china.features) {
    const province = known.get(String(feature.id))
    if (!province) {
      report.dropped.push(`${feature.id} ${feature.properties.name}`)
      continue
    }
    shapes.set(province.code, feature.geometry)
    if (!contains(feature.geometry, [province.lon, province.lat])) report.centreOutside.push(province.code)
    if (!sameName(province.name, feature.properties.name)) {
      report.nameMismatches.push(
        `${province.code}: server ${province.name}, echarts ${feature.properties.name}`,
      )
    }
  }
  const missing = provinces.filter((province) => !shapes.has(province.code)).map((province) => province.code)
  return { shapes, missing, report }
}
