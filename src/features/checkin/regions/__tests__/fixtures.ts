// What the tests read: the server's regions (the codes check-ins use) and the generated data files.
import fs from 'node:fs'
import path from 'node:path'
import type { RegionsTopology } from '../region-shapes'

const ROOT = path.resolve(__dirname, '../../../../..')
export const DATA_DIR = path.resolve(__dirname, '../data')

type CnRow = [string, string, string, string, number | null, number | null]
type CountryRow = [string, string, string, number | null, number | null]

export interface ServerRegion {
  code: string
  name: string
  parent: string | null
  lat: number | null
  lon: number | null
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T

const cn = readJson<CnRow[]>(path.join(ROOT, 'server/seed/data/regions-cn.json')).map(
  ([code, name, , parent, lat, lon]): ServerRegion => ({ code, name, parent, lat, lon }),
)
export const SERVER_PROVINCES = cn.filter((region) => region.parent === 'CN')
export const SERVER_CITIES = cn.filter((region) => region.parent !== 'CN')
export const SERVER_COUNTRIES = readJson<CountryRow[]>(
  path.join(ROOT, 'server/seed/data/countries.json'),
).map(([code, name, , lat, lon]): ServerRegion => ({ code, name, parent: null, lat, lon }))

/** A data file by its path under data/ ("provinces.json", "cities/510000.json"). */
export const readTopology = (file: string) => readJson<RegionsTopology>(path.join(DATA_DIR, file))

/** The codes a data file has shapes for, in file order. */
export const codesIn = (file: string) =>
  readTopology(file).objects.regions.geometries.map((geometry) => String(geometry.id))

export const CITY_FILES = fs.readdirSync(path.join(DATA_DIR, 'cities')).sort()
