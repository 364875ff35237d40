import path from 'node:path'
import { buildSync } from 'esbuild'

let bundled: string | undefined

/** The harness as one browser script (esbuild reads the tsconfig paths, so `@/` imports resolve). */
export function harnessScript(): string {
  bundled ??= buildSync({
    entryPoints: [path.join(__dirname, 'http-harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    tsconfig: path.join(__dirname, '../../tsconfig.json'),
    // The build-time constants the site's code reads, as config/index.ts defines them for a default build.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.TARO_APP_FE_API_SALT': '""' },
    logLevel: 'silent',
  }).outputFiles[0].text
  return bundled
}
