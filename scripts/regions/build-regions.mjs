#!/usr/bin/env node
/**
 * `npm run regions`: regenerates the check-in map's region shapes in
 * src/features/checkin/regions/data/ (provinces.json, countries.json, cities/<province adcode>.json),
 * keyed by the server's codes (server/seed/data: adcodes, ISO 3166-1 alpha-2), and prints the coverage
 * report and the sizes. Sources: echarts 4.9.0's China maps (fetched with `npm pack` into
 * node_modules/.cache/regions, never installed) and world-atlas's Natural Earth countries.
 * docs/checkin-regions.md explains every rule and decision; lib/ has one file per step.
 */
import { buildCities } from './lib/china-cities.mjs'
import { buildProvinces } from './lib/china-provinces.mjs'
import { ECHARTS, readEchartsMaps } from './lib/echarts-maps.mjs'
import { bboxOf, polygonsOf } from './lib/geometry.mjs'
import { buildLayer } from './lib/layer.mjs'
import { printCoverage, printSizes } from './lib/report.mjs'
import { readServerRegions } from './lib/server-regions.mjs'
import { citySettings, citySnap, COUNTRIES, PROVINCES } from './lib/settings.mjs'
import { standInsFor } from './lib/stand-ins.mjs'
import { buildCountries, WORLD_ATLAS } from './lib/world.mjs'
import { writeData } from './lib/write-data.mjs'

const server = readServerRegions()
const echarts = readEchartsMaps()
/** The server's centres to keep inside their regions through simplification. */
const centres = (regions) => new Map(regions.map((region) => [region.code, [[region.lon, region.lat]]]))

// Provinces: china.json, matched by adcode.
const provinces = buildProvinces(echarts.china, server.provinces)
const provinceLayer = standInsFor(provinces.shapes, server.provinces)
const provinceBuilt = buildLayer(
  provinceLayer.real,
  provinceLayer.standIns,
  PROVINCES,
  centres(server.provinces),
)

// Cities: one file per province, matched by shape (china-cities.mjs).
const provinceBox = (code) => bboxOf(provinces.shapes.get(code))
const cities = buildCities(echarts.provinceFiles, server, provinces.shapes, (code) =>
  citySnap(provinceBox(code)),
)
const city = {
  topologies: new Map(),
  standIns: [],
  withoutShape: [],
  unsimplified: [],
  shrunk: [],
  guarded: [],
  stillOutside: [],
}
for (const province of server.provinces) {
  const regions = server.cities.filter((region) => region.parent === province.code)
  const atProvinceCentre = (region) => region.lat === province.lat && region.lon === province.lon
  const layer = standInsFor(cities.byProvince.get(province.code), regions, () => [province.lon, province.lat])
  const fileBox = bboxOf({ type: 'MultiPolygon', coordinates: [...layer.real.values()].flatMap(polygonsOf) })
  const settings = citySettings(provinceBox(province.code), fileBox)
  // A centre that is the province's may be a placeholder: such a city is held to echarts' seat instead.
  const points = regions.flatMap((region) => {
    if (!atProvinceCentre(region)) return [[region.code, [[region.lon, region.lat]]]]
    return cities.seats.has(region.code) ? [[region.code, [cities.seats.get(region.code)]]] : []
  })
  const built = buildLayer(layer.real, layer.standIns, settings, new Map(points))
  city.topologies.set(province.code, built.topology)
  city.standIns.push(...layer.standIns.keys())
  city.withoutShape.push(...layer.withoutShape)
  city.unsimplified.push(...built.unsimplified)
  city.shrunk.push(...built.shrunk)
  city.guarded.push(...built.guarded)
  city.stillOutside.push(...built.stillOutside)
}

// Countries: Natural Earth, by ISO code (world.mjs).
const countries = buildCountries(
  server.countries.map((country) => country.code),
  provinces.shapes,
)
const countryLayer = standInsFor(countries.shapes, server.countries)
// Countries' server centres are the middle of a bounding box (gen-regions.cjs), often outside them: not
// held. China is held to its provinces' centres: 台北, 香港 and 澳门 must light CN.
const chinaPoints = new Map([['CN', server.provinces.map((province) => [province.lon, province.lat])]])
const countryBuilt = buildLayer(countryLayer.real, countryLayer.standIns, COUNTRIES, chinaPoints)

const sizes = writeData({
  provinces: provinceBuilt.topology,
  countries: countryBuilt.topology,
  cities: city.topologies,
})

console.log(`## Check-in region shapes\n\nSources: ${ECHARTS} map/json (${echarts.notice}), ${WORLD_ATLAS}.`)
printCoverage({
  server,
  echarts,
  provinces,
  provinceLayer,
  provinceBuilt,
  cities,
  city,
  countries,
  countryLayer,
  countryBuilt,
})
printSizes(sizes)
