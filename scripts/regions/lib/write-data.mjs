/**
 * The generated files: written compact (they are data, not for reading), old city files removed so a
 * province that loses its file cannot leave a stale one behind. Returns each file's raw and gzip size
 * (level 9, as the budgets measure them).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { DATA_DIR } from './paths.mjs'

/**
 * @param {{ provinces: object, countries: object, cities: Map<string, object> }} layers
 * @returns {{ file: string, raw: number, gzip: number }[]} paths relative to the data folder
 */
export function writeData({ provinces, countries, cities }) {
  const citiesDir = path.join(DATA_DIR, 'cities')
  fs.rmSync(citiesDir, { recursive: true, force: true })
  fs.mkdirSync(citiesDir, { recursive: true })
  const files = [
    ['provinces.json', provinces],
    ['countries.json', countries],
    ...[...cities].map(([code, topology]) => [`cities/${code}.json`, topology]),
  ]
  return files.map(([file, topology]) => {
    const text = `${JSON.stringify(topology)}\n`
    fs.writeFileSync(path.join(DATA_DIR, file), text)
    return { file, raw: Buffer.byteLength(text), gzip: zlib.gzipSync(text, { level: 9 }).length }
  })
}
