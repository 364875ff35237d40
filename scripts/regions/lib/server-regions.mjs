/**
 * The server's check-in regions (server/seed/data), the codes every check-in record uses: the shapes are
 * keyed by these codes and nothing else.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './paths.mjs'

/**
 * @typedef {{ code: string, name: string, nameEn: string, parent: string | null, lat: number | null, lon: number | null }} ServerRegion
 */

const read = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, 'server/seed/data', file), 'utf8'))

/** @returns {{ provinces: ServerRegion[], cities: ServerRegion[], countries: ServerRegion[] }} */
export function readServerRegions() {
  const cn = read('regions-cn.json').map(([code, name, nameEn, parent, lat, lon]) => ({
    code,
    name,
    nameEn,
    parent,
    lat,
    lon,
  }))
  const countries = read('countries.json').map(([code, name, nameEn, lat, lon]) => ({
    code,
    name,
    nameEn,
    parent: null,
    lat,
    lon,
  }))
  return {
    provinces: cn.filter((region) => region.parent === 'CN'),
    cities: cn.filter((region) => region.parent !== 'CN'),
    countries,
  }
}
