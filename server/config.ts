// Resolved runtime configuration: options given to buildApp win over environment variables,
// which win over defaults. One place, so tests and main.ts agree on what a setting means.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FE_API_SALT } from '../types/api/sign'

export type AppEnv = 'development' | 'production' | 'test'

export interface BuildAppOptions {
  /** SQLite file; ':memory:' for tests. Default <repo>/.data/trip.db */
  dbFile?: string
  /** Built H5 site. Default <repo>/dist/h5 */
  siteDir?: string
  logger?: boolean | object
  /** Fill demo data on an empty database. Default true. */
  seed?: boolean
  env?: AppEnv
  /** CSP frame-ancestors sources (the site is embedded in parent frames). */
  frameAncestors?: string[]
  /** Origins allowed by CORS (credentials included). Same-origin needs no entry. */
  corsOrigins?: string[]
  /** Hosts the SSO login page may redirect back to (`service` parameter). */
  ssoAllowedHosts?: string[]
  /** Requests per minute per client; false disables the limiter. */
  rateLimit?: number | false
  /** Salt of the /fe_api X-Sign (types/api/sign.ts). */
  feApiSalt?: string
  /** Register the /api/v1/__hello route used by the benchmark. */
  bench?: boolean
  /** A build of the floor app (perf/floor) to serve under /floor/ outside production. */
  floorDir?: string
}

export interface AppConfig {
  env: AppEnv
  dbFile: string
  siteDir: string
  seed: boolean
  frameAncestors: string[]
  corsOrigins: string[]
  ssoAllowedHosts: string[]
  rateLimit: number | false
  feApiSalt: string
  bench: boolean
  floorDir: string | null
  repoRoot: string
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function envName(value: string | undefined): AppEnv {
  return value === 'production' || value === 'test' ? value : 'development'
}

export function resolveConfig(options: BuildAppOptions = {}): AppConfig {
  const env = options.env ?? envName(process.env.NODE_ENV)
  const rateFromEnv = process.env.RATE_LIMIT ? Number(process.env.RATE_LIMIT) : undefined
  return {
    env,
    dbFile: options.dbFile ?? process.env.DB_FILE ?? path.join(REPO_ROOT, '.data', 'trip.db'),
    siteDir: path.resolve(options.siteDir ?? process.env.SITE_DIR ?? path.join(REPO_ROOT, 'dist', 'h5')),
    seed: options.seed ?? true,
    frameAncestors: options.frameAncestors ??
      list(process.env.FRAME_ANCESTORS) ?? ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'],
    corsOrigins: options.corsOrigins ??
      list(process.env.CORS_ORIGINS) ?? ['http://localhost:10086', 'http://127.0.0.1:10086'],
    ssoAllowedHosts: options.ssoAllowedHosts ??
      list(process.env.SSO_ALLOWED_HOSTS) ?? ['localhost', '127.0.0.1'],
    // Generous default (SPEC.md leaves it open); tests switch it off.
    rateLimit: options.rateLimit ?? (env === 'test' ? false : (rateFromEnv ?? 600)),
    feApiSalt: options.feApiSalt ?? process.env.FE_API_SALT ?? FE_API_SALT,
    bench: options.bench ?? false,
    floorDir: options.floorDir ?? process.env.FLOOR_DIR ?? null,
    repoRoot: REPO_ROOT,
  }
}
