/**
 * The built H5 site that the measuring scripts serve (SITE_DIR, default dist/h5), built as `npm start`
 * builds it when it is missing.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SITE_DIR = path.resolve(process.env.SITE_DIR || path.join(ROOT, 'dist', 'h5'))

export function buildSiteIfMissing() {
  if (fs.existsSync(path.join(SITE_DIR, 'index.html'))) return
  console.log(`Building the H5 site into ${path.relative(ROOT, SITE_DIR) || SITE_DIR} ...`)
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: SITE_DIR },
  })
  if (build.status !== 0) throw new Error('the H5 build failed')
}
