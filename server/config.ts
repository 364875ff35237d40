// Resolved runtime configuration: options given to buildApp win over environment variables,
// which win over defaults. One place, so tests and main.ts agree on what a setting means.
// docs/server.md "Production configuration" lists every setting; docs/security.md says why.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FE_API_SALT } from '../types/api/sign'
import { originOf } from './lib/url-policy'
import { miniAppsFromEnv, MiniAppSettingError, type MiniApps } from './lib/mini-apps'
import type { ChatProvider } from './services/chat/provider'
import type { RunLimits } from './services/chat/answer-runs'
import { COEDIT_DEFAULT_LIMITS, type CoeditLimits } from './services/coedit/constants'

export type AppEnv = 'development' | 'production' | 'test'

export interface BuildAppOptions {
  /** SQLite file; ':memory:' for tests. Default <repo>/.data/trip.db */
  dbFile?: string
  /**
   * PostgreSQL connection string (DATABASE_URL); when set it wins over dbFile and the server runs as one
   * of several stateless instances on that database (docs/deploy.md).
   */
  databaseUrl?: string
  /** Built H5 site. Default <repo>/dist/h5 */
  siteDir?: string
  logger?: boolean | object
  /** Fill demo data on an empty database. Default true (demo accounts only outside production). */
  seed?: boolean
  env?: AppEnv
  /** CSP frame-ancestors sources (the site is embedded in parent frames). */
  frameAncestors?: string[]
  /** Origins allowed by CORS (credentials included). Same-origin needs no entry. */
  corsOrigins?: string[]
  /** Origins (scheme, host and port) the SSO login page may redirect back to (`service`), besides its own. */
  ssoAllowedOrigins?: string[]
  /** Requests per minute per client; false disables the limiter. */
  rateLimit?: number | false
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed. Default none. */
  trustProxy?: string[]
  /** Salt of the /fe_api X-Sign (types/api/sign.ts). */
  feApiSalt?: string
  /** Register the /api/v1/__hello route used by the benchmark. */
  bench?: boolean
  /** A build of the floor app (perf/floor) to serve under /floor/ outside production. */
  floorDir?: string
  /** Hosts (https only) whose images may be used as avatars and photos, besides the server's own media. */
  mediaAllowedHosts?: string[]
  /** Time a client has to send a whole request (headers and body), in ms. */
  requestTimeoutMs?: number
  telemetry?: Partial<TelemetryLimits>
  uploads?: Partial<UploadLimits>
  /** Mini-program apps by vendor (lib/mini-apps.ts); default from MINI_<VENDOR>_* variables. */
  miniApps?: MiniApps
  chat?: Partial<ChatSettings>
  /** Answers questions instead of the provider the settings select (tests: a scripted one). */
  chatProvider?: ChatProvider
  /** Memory bounds of the answers being written (services/chat/answer-runs.ts RUN_LIMITS); tests shrink them. */
  chatLimits?: Partial<RunLimits>
  /** Live co-editing's limits (services/coedit/constants.ts); COEDIT_* variables. */
  coedit?: Partial<CoeditLimits>
}

/** The OpenAI-compatible endpoint that answers instead of the embedded assistant (AI_* variables). */
export interface ChatModelSettings {
  baseUrl: string
  model: string
  /** Not enumerable: a dump of the configuration (JSON, a log line) never holds it. */
  readonly apiKey: string
}

export interface ChatSettings {
  /** Questions one user may ask per minute and per day (docs/assistant.md "Server"). */
  ratePerMinute: number
  ratePerDay: number
  /** The model's first token and every later one must come within this (ms). */
  timeoutMs: number
  /** An answer ends as failed (timeout) after this long, whoever writes it (ms). */
  totalTimeoutMs: number
  model: ChatModelSettings | null
}

export interface TelemetryLimits {
  /** Collector requests per minute per client (/tracker/collect, /monitor/report). */
  ratePerMinute: number
  /** Events one client may store per window; beyond it 429 and nothing stored. */
  maxRowsPerClient: number
  /** Bytes of events one client may store per window. */
  maxBytesPerClient: number
  /** The window of the two caps above, in ms. */
  windowMs: number
  /** Stored events older than this are purged. */
  retentionDays: number
}

export interface UploadLimits {
  /** Uploads without a session per client per day. */
  anonymousPerDay: number
  /** Anonymous uploads nothing references are removed after this many hours. */
  orphanHours: number
}

export interface AppConfig {
  env: AppEnv
  dbFile: string
  databaseUrl: string | null
  siteDir: string
  seed: boolean
  frameAncestors: string[]
  corsOrigins: string[]
  ssoAllowedOrigins: string[]
  rateLimit: number | false
  trustProxy: string[]
  feApiSalt: string
  bench: boolean
  floorDir: string | null
  mediaAllowedHosts: string[]
  requestTimeoutMs: number
  telemetry: TelemetryLimits
  uploads: UploadLimits
  miniApps: MiniApps
  chat: ChatSettings
  coedit: CoeditLimits
  repoRoot: string
}

/** A setting that is missing or wrong; `setting` names the environment variable to give. */
export class ConfigError extends Error {
  readonly setting: string

  constructor(setting: string, message: string) {
    super(`${setting}: ${message}`)
    this.name = 'ConfigError'
    this.setting = setting
  }
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

/** A positive number from the environment, or the default; nonsense is refused, not ignored. */
function positive(name: string, given: number | undefined, fallback: number): number {
  const raw = given ?? (process.env[name] ? Number(process.env[name]) : undefined)
  if (raw === undefined) return fallback
  if (!Number.isFinite(raw) || raw <= 0) throw new ConfigError(name, `must be a positive number, got ${raw}`)
  return raw
}

function coeditLimits(given: Partial<CoeditLimits>): CoeditLimits {
  const d = COEDIT_DEFAULT_LIMITS
  return {
    docMaxBytes: positive('COEDIT_DOC_MAX_BYTES', given.docMaxBytes, d.docMaxBytes),
    messageMaxBytes: positive('COEDIT_MESSAGE_MAX_BYTES', given.messageMaxBytes, d.messageMaxBytes),
    updatesPerSecond: positive('COEDIT_UPDATES_PER_SECOND', given.updatesPerSecond, d.updatesPerSecond),
    updateBurst: positive('COEDIT_UPDATE_BURST', given.updateBurst, d.updateBurst),
    presencePerSecond: positive('COEDIT_PRESENCE_PER_SECOND', given.presencePerSecond, d.presencePerSecond),
    presenceBurst: positive('COEDIT_PRESENCE_BURST', given.presenceBurst, d.presenceBurst),
    connectionsPerJourney: positive(
      'COEDIT_CONNECTIONS_PER_JOURNEY',
      given.connectionsPerJourney,
      d.connectionsPerJourney,
    ),
  }
}

/** Secrets that have a public default: production refuses to start on the default (issue 11, defect 1). */
function secret(env: AppEnv, name: string, given: string | undefined, publicDefault: string): string {
  const value = given ?? process.env[name]
  if (env === 'production' && (!value || value === publicDefault)) {
    throw new ConfigError(name, 'production needs its own value (the default is public in the source)')
  }
  return value || publicDefault
}

/** The site's addresses in development (npm start and the H5 dev server). */
const DEV_SITE_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:10086',
  'http://127.0.0.1:10086',
]

/** Exact origins: an entry with a path, a wildcard or no scheme is refused, naming the setting. */
function origins(name: string, entries: string[]): string[] {
  return entries.map((entry) => {
    const origin = originOf(entry)
    if (!origin || entry.includes('*') || origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new ConfigError(name, `${entry} is not an origin (scheme://host[:port], nothing else)`)
    }
    return origin
  })
}

export function resolveConfig(options: BuildAppOptions = {}): AppConfig {
  const env = options.env ?? envName(process.env.NODE_ENV)
  const rateFromEnv = process.env.RATE_LIMIT ? Number(process.env.RATE_LIMIT) : undefined
  const hours = 3600 * 1000
  const unlessTest = (limit: number) => (env === 'test' ? Number.MAX_SAFE_INTEGER : limit)
  return {
    env,
    dbFile: options.dbFile ?? process.env.DB_FILE ?? path.join(REPO_ROOT, '.data', 'trip.db'),
    databaseUrl: options.databaseUrl ?? (process.env.DATABASE_URL || null),
    siteDir: path.resolve(options.siteDir ?? process.env.SITE_DIR ?? path.join(REPO_ROOT, 'dist', 'h5')),
    seed: options.seed ?? true,
    frameAncestors: options.frameAncestors ??
      list(process.env.FRAME_ANCESTORS) ?? ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'],
    corsOrigins: options.corsOrigins ??
      list(process.env.CORS_ORIGINS) ?? ['http://localhost:10086', 'http://127.0.0.1:10086'],
    ssoAllowedOrigins: origins(
      'SSO_ALLOWED_ORIGINS',
      options.ssoAllowedOrigins ??
        list(process.env.SSO_ALLOWED_ORIGINS) ??
        (env === 'production' ? [] : DEV_SITE_ORIGINS),
    ),
    // Generous default (SPEC.md leaves it open); tests switch it off.
    rateLimit: options.rateLimit ?? (env === 'test' ? false : positive('RATE_LIMIT', rateFromEnv, 600)),
    trustProxy: options.trustProxy ?? list(process.env.TRUST_PROXY) ?? [],
    feApiSalt: secret(env, 'FE_API_SALT', options.feApiSalt, FE_API_SALT),
    bench: options.bench ?? false,
    floorDir: options.floorDir ?? process.env.FLOOR_DIR ?? null,
    mediaAllowedHosts: (options.mediaAllowedHosts ?? list(process.env.MEDIA_ALLOWED_HOSTS) ?? []).map((h) =>
      h.toLowerCase(),
    ),
    requestTimeoutMs: positive('REQUEST_TIMEOUT_MS', options.requestTimeoutMs, 15_000),
    // Per-client budgets are off by default in tests, like the rate limit: every test client, and the
    // whole e2e suite's browser, is 127.0.0.1. Tests of the budgets set them.
    telemetry: {
      ratePerMinute: positive('TELEMETRY_RATE_LIMIT', options.telemetry?.ratePerMinute, unlessTest(120)),
      maxRowsPerClient: positive(
        'TELEMETRY_CLIENT_MAX_EVENTS',
        options.telemetry?.maxRowsPerClient,
        unlessTest(2000),
      ),
      maxBytesPerClient: positive(
        'TELEMETRY_CLIENT_MAX_BYTES',
        options.telemetry?.maxBytesPerClient,
        unlessTest(2 * 1024 * 1024),
      ),
      windowMs: options.telemetry?.windowMs ?? hours,
      retentionDays: positive('TELEMETRY_RETENTION_DAYS', options.telemetry?.retentionDays, 30),
    },
    uploads: {
      anonymousPerDay: positive('UPLOAD_ANONYMOUS_PER_DAY', options.uploads?.anonymousPerDay, unlessTest(20)),
      orphanHours: positive('UPLOAD_ORPHAN_HOURS', options.uploads?.orphanHours, 24),
    },
    miniApps: options.miniApps ?? miniAppsOf(process.env),
    coedit: coeditLimits(options.coedit ?? {}),
    chat: {
      ratePerMinute: positive('CHAT_RATE_PER_MINUTE', options.chat?.ratePerMinute, unlessTest(6)),
      ratePerDay: positive('CHAT_RATE_PER_DAY', options.chat?.ratePerDay, unlessTest(60)),
      timeoutMs: positive('AI_TIMEOUT_MS', options.chat?.timeoutMs, 20_000),
      totalTimeoutMs: positive('AI_TOTAL_TIMEOUT_MS', options.chat?.totalTimeoutMs, 60_000),
      model: options.chat?.model !== undefined ? options.chat.model : chatModelOf(process.env),
    },
    repoRoot: REPO_ROOT,
  }
}

function miniAppsOf(env: NodeJS.ProcessEnv): MiniApps {
  try {
    return miniAppsFromEnv(env)
  } catch (error) {
    if (error instanceof MiniAppSettingError) throw new ConfigError(error.setting, error.message)
    throw error
  }
}

/** AI_BASE_URL and AI_MODEL select the OpenAI-compatible provider; AI_API_KEY may be empty (local servers). */
export function chatModelOf(env: Record<string, string | undefined>): ChatModelSettings | null {
  const baseUrl = env.AI_BASE_URL?.trim()
  const model = env.AI_MODEL?.trim()
  if (!baseUrl && !model) return null
  if (!baseUrl) throw new ConfigError('AI_BASE_URL', 'AI_MODEL is set, so the endpoint is needed too')
  if (!model) throw new ConfigError('AI_MODEL', 'AI_BASE_URL is set, so the model name is needed too')
  if (!/^https?:\/\//.test(baseUrl)) throw new ConfigError('AI_BASE_URL', 'must be an http(s) address')
  return chatModel(baseUrl, model, env.AI_API_KEY ?? '')
}

export function chatModel(baseUrl: string, model: string, apiKey: string): ChatModelSettings {
  const settings = { baseUrl, model } as ChatModelSettings
  Object.defineProperty(settings, 'apiKey', { value: apiKey, enumerable: false })
  return settings
}
