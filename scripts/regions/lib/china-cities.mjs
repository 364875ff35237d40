/**
 * The city layer, one set per province, from echarts' map/json/province/*.json. echarts names its files
 * in pinyin and taiwan.json (from Natural Earth) has no ids, so codes are assigned by shape: a file
 * belongs to the province whose server centre lies in one of its features, and a feature to the server
 * city of that province whose centre lies inside it, unless both its id and its name say otherwise. A
 * feature left over then joins the server city with its id (the server's centres of 47 cities are
 * their province's, placeholders), or with exactly its name where it has no id (Taiwan). city-rules.mjs
 * holds the few that need a table. Names and ids are cross-checks, reported where they disagree.
 */
import { PART_OF } from './city-rules.mjs'
import { dissolveByCode } from './dissolve.mjs'
import { contains, distance2 } from './geometry.mjs'
import { sameName } from './names.mjs'

const at = (region) => [region.lon, region.lat]
const label = (feature) => `${feature.id ?? '(no id)'} ${feature.properties.name}`
const key = (feature) => (feature.id != null ? String(feature.id) : feature.properties.name)

/** The province of a file: the one whose server centre lies in one of its features. */
function provinceOfFile(collection, provinces) {
  const holders = provinces.filter((province) =>
    collection.features.some((feature) => contains(feature.geometry, at(province))),
  )
  return holders.length === 1 ? holders[0] : null
}

/** A centre inside a feature is evidence unless the feature's id and name both name someone else. */
const plausible = (feature, city) =>
  feature.id == null || String(feature.id) === city.code || sameName(city.name, feature.properties.name)

/** Of the cities whose centres a feature holds: the one with its code, else its name, else the nearest. */
function pickCity(feature, cities) {
  const cp = feature.properties.cp
  return (
    cities.find((city) => city.code === String(feature.id)) ??
    cities.find((city) => sameName(city.name, feature.properties.name)) ??
    cities.reduce((best, city) => (cp && distance2(at(city), cp) < distance2(at(best), cp) ? city : best))
  )
}

/** The server city of one feature, and how it was found (a report key), or null. */
function matchFeature(feature, cities) {
  const byCode = new Map(cities.map((city) => [city.code, city]))
  if (PART_OF.has(key(feature))) return { city: byCode.get(PART_OF.get(key(feature))), how: 'partOf' }
  const holding = cities.filter((city) => contains(feature.geometry, at(city)) && plausible(feature, city))
  if (holding.length > 0) return { city: pickCity(feature, holding), how: 'shape' }
  if (byCode.has(String(feature.id))) return { city: byCode.get(String(feature.id)), how: 'code' }
  const named = feature.id == null && cities.find((city) => city.name === feature.properties.name)
  if (named) return { city: named, how: 'name' }
  return null
}

/**
 * One province's features as pieces by city code; the report records every match not made by shape.
 * `seats` gets echarts' centre point (`cp`, the seat of the city's government) of each feature matched
 * by id or name: where the server's centre is a placeholder, that is the point to keep inside the city.
 */
function assignProvince(province, collection, cities, report, seats) {
  const pieces = []
  for (const feature of collection.features) {
    const match = matchFeature(feature, cities)
    if (!match?.city) {
      report.dropped.push(`${province.code} ${label(feature)}`)
      continue
    }
    const { city, how } = match
    if (how !== 'shape') report[how].push(`${label(feature)} -> ${city.code} ${city.name}`)
    if ((how === 'code' || how === 'name') && feature.properties.cp)
      seats.set(city.code, feature.properties.cp)
    if (how === 'shape' && !sameName(city.name, feature.properties.name)) {
      report.nameMismatches.push(`${city.code}: server ${city.name}, echarts ${feature.properties.name}`)
    }
    if (how === 'shape' && feature.id != null && String(feature.id) !== city.code) {
      report.idMismatches.push(
        `${city.code} ${city.name}: echarts id ${feature.id} ${feature.properties.name}`,
      )
    }
    pieces.push({ code: city.code, geometry: feature.geometry })
  }
  return pieces
}

/**
 * @param {Map<string, GeoJSON.FeatureCollection>} files echarts' province files by name
 * @param {ReturnType<import('./server-regions.mjs').readServerRegions>} server
 * @param {Map<string, GeoJSON.Geometry>} provinceShapes the province layer, for one-city provinces
 * @param {(provinceCode: string) => number} snapOf how far a province's borders are snapped, degrees
 * @returns {{ byProvince: Map<string, Map<string, GeoJSON.Geometry>>, seats: Map<string, [number, number]>, report: object }}
 *   real shapes only (cities left without one are for the caller), and echarts' seat ([lon, lat]) of
 *   the cities matched by id or name
 */
export function buildCities(files, server, provinceShapes, snapOf) {
  const report = {
    files: [],
    unmatchedFiles: [],
    wholeProvince: [],
    partOf: [],
    code: [],
    name: [],
    dropped: [],
    nameMismatches: [],
    idMismatches: [],
  }
  const byProvince = new Map(server.provinces.map((province) => [province.code, new Map()]))
  const seats = new Map()
  for (const [name, collection] of files) {
    const province = provinceOfFile(collection, server.provinces)
    if (!province) {
      report.unmatchedFiles.push(name)
      continue
    }
    report.files.push(`${name}.json -> ${province.code} ${province.name}`)
    const cities = server.cities.filter((city) => city.parent === province.code)
    const shapes = byProvince.get(province.code)
    if (cities.length === 1) {
      // A municipality (北京, 天津, 上海, 重庆): its one server city is all of it, where echarts has
      // districts. The province's own outline keeps the two layers' borders the same.
      shapes.set(cities[0].code, provinceShapes.get(province.code))
      report.wholeProvince.push(`${cities[0].code} ${cities[0].name}`)
      continue
    }
    const dissolved = dissolveByCode(
      assignProvince(province, collection, cities, report, seats),
      snapOf(province.code),
    )
    for (const city of cities) if (dissolved.has(city.code)) shapes.set(city.code, dissolved.get(city.code))
  }
  return { byProvince, seats, report }
}
