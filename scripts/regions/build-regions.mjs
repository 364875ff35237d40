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
import { printSizes, section } from './lib/report.mjs'
import { readServerRegions } from './lib/server-regions.mjs'
import { citySettings, citySnap, COUNTRIES, PROVINCES } from './lib/settings.mjs'
import { standInsFor } from './lib/stand-ins.mjs'
import { buildCountries, WORLD_ATLAS } from './lib/world.mjs'
import { writeData } from './lib/write-data.mjs'

const server = readServerRegions()
const echarts = readEchartsMaps()
console.log(`## Check-in region shapes\n\nSources: ${ECHARTS} map/json (${echarts.notice}), ${WORLD_ATLAS}.`)

// Provinces: china.json, matched by adcode.
const provinces = buildProvinces(echarts.china, server.provinces)
const provinceLayer = standInsFor(provinces.shapes, server.provinces)
const provinceTopology = buildLayer(provinceLayer.real, provinceLayer.standIns, PROVINCES)

// Cities: one file per province, matched by shape (china-cities.mjs).
const provinceBox = (code) => bboxOf(provinces.shapes.get(code))
const cities = buildCities(echarts.provinceFiles, server, provinces.shapes, (code) =>
  citySnap(provinceBox(code)),
)
const provinceCentre = new Map(
  server.provinces.map((province) => [province.code, [province.lon, province.lat]]),
)
const cityTopologies = new Map()
const city = { standIns: [], withoutShape: [], unsimplified: [], shrunk: [] }
for (const province of server.provinces) {
  const regions = server.cities.filter((region) => region.parent === province.code)
  const layer = standInsFor(cities.byProvince.get(province.code), regions, (region) =>
    provinceCentre.get(region.parent),
  )
  const fileBox = bboxOf({ type: 'MultiPolygon', coordinates: [...layer.real.values()].flatMap(polygonsOf) })
  const settings = citySettings(provinceBox(province.code), fileBox)
  const built = buildLayer(layer.real, layer.standIns, settings)
  cityTopologies.set(province.code, built.topology)
  city.standIns.push(...layer.standIns.keys())
  city.withoutShape.push(...layer.withoutShape)
  city.unsimplified.push(...built.unsimplified)
  city.shrunk.push(...built.shrunk)
}

// Countries: Natural Earth, by ISO code (world.mjs).
const countries = buildCountries(server.countries.map((country) => country.code))
const countryLayer = standInsFor(countries.shapes, server.countries)
const countryTopology = buildLayer(countryLayer.real, countryLayer.standIns, COUNTRIES)

const sizes = writeData({
  provinces: provinceTopology.topology,
  countries: countryTopology.topology,
  cities: cityTopologies,
})

const name = new Map(
  [...server.provinces, ...server.cities, ...server.countries].map((r) => [r.code, r.name]),
)
const named = (codes) => codes.map((code) => `${code} ${name.get(code)}`)

console.log(
  `\n## Provinces: ${server.provinces.length} server regions, ${provinces.shapes.size} echarts shapes`,
)
section(
  'Server provinces without a shape',
  named([...provinceLayer.standIns.keys(), ...provinceLayer.withoutShape]),
)
section('echarts shapes without a server province (dropped)', provinces.report.dropped)
section("Server centre outside its province's shape", named(provinces.report.centreOutside))
section('Name cross-check disagreements', provinces.report.nameMismatches)

console.log(
  `\n## Cities: ${server.cities.length} server regions, ${echarts.provinceFiles.size} echarts files`,
)
section('echarts files and their provinces (by shape)', cities.report.files)
section('echarts files no province matched', cities.report.unmatchedFiles)
section('Municipalities: the one server city is the whole province', cities.report.wholeProvince)
section('Features joined to a server city by table (city-rules.mjs)', cities.report.partOf)
section(
  "Features matched by their echarts id (server centre not inside: it is the province's)",
  cities.report.code,
)
section('Features without an id matched by exact name (taiwan.json)', cities.report.name)
section('echarts features without a server city (dropped)', cities.report.dropped)
section('echarts features with no geometry (skipped)', echarts.empty)
section('Name cross-check disagreements', cities.report.nameMismatches)
section('Id cross-check disagreements (echarts id is not the server code)', cities.report.idMismatches)
section('Server cities drawn as stand-in hexagons (no echarts shape)', named(city.standIns))
section('Server cities flattened by simplification, kept unsimplified', named(city.unsimplified))
section('Server cities too small for the grid, drawn as stand-ins', named(city.shrunk))
section(
  "Server cities without any shape (no echarts shape, centre is the province's)",
  named(city.withoutShape),
)

console.log(`\n## Countries: ${server.countries.length} server regions`)
section('Natural Earth units moved to another code (joined, split, no id)', countries.moved)
section('Taken from countries-10m (missing from 50m)', countries.from10m)
section('Natural Earth units without a server country (dropped)', countries.dropped)
section('Server countries drawn as stand-in hexagons (no shape)', named([...countryLayer.standIns.keys()]))
section(
  'Server countries flattened by simplification, kept unsimplified',
  named(countryTopology.unsimplified),
)
section('Server countries too small for the grid, drawn as stand-ins', named(countryTopology.shrunk))
section('Server countries without any shape (no shape, no centre)', named(countryLayer.withoutShape))

printSizes(sizes)
