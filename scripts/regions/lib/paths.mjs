/** Where the build reads and writes, from the repository root. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** The tarballs `npm pack` fetched: kept between runs, outside git. */
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'regions')

/** The generated TopoJSON the app imports. */
export const DATA_DIR = path.join(ROOT, 'src', 'features', 'checkin', 'regions', 'data')
