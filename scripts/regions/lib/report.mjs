/**
 * What the build prints: the coverage report (every server region without a real shape, every shape
 * without a server region, every match not made by shape, every cross-check that disagreed, every
 * shape simplification could not take as it is) and the sizes. Markdown, so docs/checkin-regions.md
 * can quote it as printed.
 */

const KB = 1024
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

/** A titled list; an empty one says "none" so a reader knows it was checked. */
function section(title, lines) {
  console.log(`\n### ${title} (${lines.length})`)
  console.log(lines.length > 0 ? lines.map((line) => `- ${line}`).join('\n') : '- none')
}

/**
 * @param {object} build what build-regions.mjs made: server, echarts, and per layer the matching
 *   (provinces, cities, countries), the stand-ins (…Layer) and the simplification (…Built)
 */
export function printCoverage({
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
}) {
  const all = [...server.provinces, ...server.cities, ...server.countries]
  const names = new Map(all.map((region) => [region.code, region.name]))
  const named = (codes) => codes.map((code) => `${code} ${names.get(code)}`)

  console.log(
    `\n## Provinces: ${server.provinces.length} server regions, ${provinces.shapes.size} echarts shapes`,
  )
  section('Server provinces drawn as stand-ins (no echarts shape)', named([...provinceLayer.standIns.keys()]))
  section('Server provinces without any shape', named(provinceLayer.withoutShape))
  section('echarts shapes without a server province (dropped)', provinces.report.dropped)
  section("Server centre outside its province's echarts shape", named(provinces.report.centreOutside))
  section('Name cross-check disagreements', provinces.report.nameMismatches)
  section('Kept unsimplified (flattened by simplification)', named(provinceBuilt.unsimplified))
  section('Kept as drawn round their centre (simplification moved it outside)', named(provinceBuilt.guarded))
  section('Centre still outside after that', named(provinceBuilt.stillOutside))

  console.log(
    `\n## Cities: ${server.cities.length} server regions, ${echarts.provinceFiles.size} echarts files`,
  )
  section('echarts files and their provinces (by shape)', cities.report.files)
  section('echarts files no province matched', cities.report.unmatchedFiles)
  section('Municipalities: the one server city is the whole province', cities.report.wholeProvince)
  section('Features joined to a server city by table (city-rules.mjs)', cities.report.partOf)
  section("Matched by echarts id (the server's centre is the province's)", cities.report.code)
  section('Features without an id matched by exact name (taiwan.json)', cities.report.name)
  section('echarts features without a server city (dropped)', cities.report.dropped)
  section('echarts features with no geometry (skipped)', echarts.empty)
  section('Name cross-check disagreements', cities.report.nameMismatches)
  section('Id cross-check disagreements (echarts id is not the server code)', cities.report.idMismatches)
  section('Server cities drawn as stand-ins (no echarts shape)', named(city.standIns))
  section('Kept unsimplified (flattened by simplification)', named(city.unsimplified))
  section(
    "Kept as drawn round their centre (the server's, or echarts' seat where the server's is a placeholder)",
    named(city.guarded),
  )
  section('Centre still outside after that', named(city.stillOutside))
  section('Too small for the grid, drawn as stand-ins', named(city.shrunk))
  section(
    "Server cities without any shape (no echarts shape, centre is the province's)",
    named(city.withoutShape),
  )

  console.log(`\n## Countries: ${server.countries.length} server regions`)
  section('Natural Earth units moved to another code (joined, split, no id)', countries.moved)
  section('Taken from countries-10m (missing from 50m)', countries.from10m)
  section('Natural Earth units without a server country (dropped)', countries.dropped)
  section('Server countries drawn as stand-ins (no shape)', named([...countryLayer.standIns.keys()]))
  section('Kept unsimplified (flattened by simplification)', named(countryBuilt.unsimplified))
  section("Kept as drawn round points to hold (CN: its provinces' centres)", named(countryBuilt.guarded))
  section('Points still outside after that', named(countryBuilt.stillOutside))
  section('Too small for the grid, drawn as stand-ins', named(countryBuilt.shrunk))
  section('Server countries without any shape (no shape, no centre)', named(countryLayer.withoutShape))
}

/** @param {{ file: string, raw: number, gzip: number }[]} sizes */
export function printSizes(sizes) {
  const layers = [
    ['provinces', (file) => file === 'provinces.json'],
    ['cities (all provinces)', (file) => file.startsWith('cities/')],
    ['countries', (file) => file === 'countries.json'],
  ]
  console.log('\n### Sizes (raw / gzip -9)')
  for (const [name, test] of layers) {
    const files = sizes.filter(({ file }) => test(file))
    const raw = files.reduce((sum, { raw: bytes }) => sum + bytes, 0)
    const gzip = files.reduce((sum, { gzip: bytes }) => sum + bytes, 0)
    console.log(`- ${name}: ${kb(raw)} / ${kb(gzip)}`)
  }
  const cities = sizes.filter(({ file }) => file.startsWith('cities/')).sort((a, b) => b.gzip - a.gzip)
  console.log(`- largest city file: ${cities[0].file} ${kb(cities[0].raw)} / ${kb(cities[0].gzip)}`)
  console.log(
    `- smallest city file: ${cities.at(-1).file} ${kb(cities.at(-1).raw)} / ${kb(cities.at(-1).gzip)}`,
  )
  console.log('\n<details><summary>every file</summary>\n')
  console.log(sizes.map(({ file, raw, gzip }) => `- ${file}: ${kb(raw)} / ${kb(gzip)}`).join('\n'))
  console.log('\n</details>')
}
