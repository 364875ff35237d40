#!/usr/bin/env node
/**
 * Builds the floor (perf/floor/README.md), the smallest real Taro H5 app, into dist/floor: the yardstick
 * that `npm run lighthouse` measures beside the site in the same run. Same Taro CLI, Babel preset and
 * browserslist as the site; about 20 s on two cores.
 *
 *   node scripts/build-floor.mjs            build
 *   node scripts/build-floor.mjs --if-missing   build only when dist/floor has no index.html
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FLOOR_SOURCE = path.join(ROOT, 'perf', 'floor')
export const FLOOR_DIR = path.resolve(process.env.FLOOR_DIR || path.join(ROOT, 'dist', 'floor'))
const TARO_BIN = path.join(ROOT, 'node_modules', '@tarojs', 'cli', 'bin', 'taro')

export function buildFloor({ ifMissing = false } = {}) {
  if (ifMissing && fs.existsSync(path.join(FLOOR_DIR, 'index.html'))) return
  console.log(`Building the floor into ${path.relative(ROOT, FLOOR_DIR) || FLOOR_DIR} ...`)
  const build = spawnSync(process.execPath, [TARO_BIN, 'build', '--type', 'h5'], {
    cwd: FLOOR_SOURCE,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_ENV: 'h5', TARO_OUTPUT_ROOT: FLOOR_DIR },
  })
  if (build.status !== 0 || !fs.existsSync(path.join(FLOOR_DIR, 'index.html'))) {
    throw new Error('the floor build failed')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildFloor({ ifMissing: process.argv.includes('--if-missing') })
  } catch (error) {
    console.error(`build-floor: ${error.message}`)
    process.exit(1)
  }
}
