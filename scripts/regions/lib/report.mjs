/**
 * What the build prints: the coverage report (every server region without a real shape, every shape
 * without a server region, every match not made by shape, every cross-check that disagreed) and the
 * sizes. Markdown lists, so docs/checkin-regions.md can quote it as printed.
 */

const KB = 1024

/** A titled list; an empty one says "none" so a reader knows it was checked. */
export function section(title, lines) {
  console.log(`\n### ${title} (${lines.length})`)
  console.log(lines.length > 0 ? lines.map((line) => `- ${line}`).join('\n') : '- none')
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

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
