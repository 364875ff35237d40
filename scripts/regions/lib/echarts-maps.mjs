/**
 * The China maps of echarts 4.9.0 (map/json/china.json: provinces; map/json/province/*.json: the cities
 * of each), decoded. echarts is not a dependency (the package is ~10 MB and the app needs only these
 * files' shapes): `npm pack` fetches its tarball once into the cache, and only the map files are read.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { decodeEchartsMap } from './decode-echarts.mjs'
import { cleanGeometry } from './geometry.mjs'
import { CACHE_DIR } from './paths.mjs'
import { readTarGz } from './tar.mjs'

export const ECHARTS = 'echarts@4.9.0'
const TARBALL = path.join(CACHE_DIR, 'echarts-4.9.0.tgz')
const MAPS = 'package/map/json/'
/** The registry's `dist.shasum` of echarts 4.9.0: the shapes are built from exactly that tarball. */
const SHASUM = 'a9b9baa03f03a2a731e6340c55befb57a9e1347d'

function ensureTarball() {
  if (!fs.existsSync(TARBALL)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    // npm pack names the file <name>-<version>.tgz and prints that name and a listing (not wanted in
    // the report); its errors still go to stderr.
    execFileSync('npm', ['pack', ECHARTS, '--pack-destination', CACHE_DIR, '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const shasum = crypto.createHash('sha1').update(fs.readFileSync(TARBALL)).digest('hex')
  if (shasum !== SHASUM)
    throw new Error(`${TARBALL}: sha1 ${shasum}, expected ${SHASUM}; delete it to fetch again`)
}

/**
 * @returns {{ china: GeoJSON.FeatureCollection, provinceFiles: Map<string, GeoJSON.FeatureCollection>, empty: string[], notice: string }}
 *   provinceFiles by file name (`sichuan`, `shanxi1`, ...): echarts names them in pinyin, so the build
 *   tells which province each is from its shapes, not from its name.
 */
export function readEchartsMaps() {
  ensureTarball()
  const files = readTarGz(
    TARBALL,
    (name) =>
      name === `${MAPS}china.json` ||
      (name.startsWith(`${MAPS}province/`) && name.endsWith('.json')) ||
      name === 'package/LICENSE' ||
      name === 'package/NOTICE',
  )
  const empty = []
  const json = (name) => {
    const collection = decodeEchartsMap(JSON.parse(files.get(name).toString('utf8')))
    const features = []
    for (const feature of collection.features) {
      const geometry = cleanGeometry(feature.geometry)
      if (geometry) features.push({ ...feature, geometry })
      else empty.push(`${name.slice(MAPS.length)}: ${feature.id ?? '(no id)'} ${feature.properties.name}`)
    }
    return { type: 'FeatureCollection', features }
  }
  const provinceFiles = new Map()
  for (const name of files.keys()) {
    const match = name.match(/province\/(.+)\.json$/)
    if (match) provinceFiles.set(match[1], json(name))
  }
  return {
    china: json(`${MAPS}china.json`),
    provinceFiles,
    empty,
    notice: files.get('package/NOTICE').toString('utf8').split('\n')[0],
  }
}
