// The mini-program apps this server signs travellers in for (issue 13): per vendor, the app id, its
// secret and, for tests and unusual deployments, where the vendor's API is. Read from the environment
// as MINI_<VENDOR>_APP_ID, MINI_<VENDOR>_SECRET and MINI_<VENDOR>_API_BASE (VENDOR: WEAPP, ALIPAY, TT,
// SWAN, QQ, JD); Alipay's secret is the app's RSA private key in PEM (\n may stand for line breaks).
import { MINI_VENDORS, type MiniVendor } from '../../types/api/user'

export interface MiniAppCredentials {
  appId: string
  /** The app secret; for Alipay, the app's RSA private key (PEM) that signs gateway calls. */
  secret: string
  /** The base URL of the vendor's API (its paths are appended); the vendor's own by default (JD's must be given). */
  apiBase?: string
}

export type MiniApps = Partial<Record<MiniVendor, MiniAppCredentials>>

/** A setting that is wrong, named by its environment variable (config.ts turns it into a ConfigError). */
export class MiniAppSettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message)
  }
}

export function miniAppsFromEnv(env: NodeJS.ProcessEnv): MiniApps {
  const apps: MiniApps = {}
  for (const vendor of MINI_VENDORS) {
    const prefix = `MINI_${vendor.toUpperCase()}_`
    const appId = env[`${prefix}APP_ID`]
    const secret = env[`${prefix}SECRET`]
    const apiBase = env[`${prefix}API_BASE`]
    if (!appId && !secret) continue
    if (!appId || !secret) {
      throw new MiniAppSettingError(
        `${prefix}${appId ? 'SECRET' : 'APP_ID'}`,
        'an app id needs its secret, and back',
      )
    }
    if (apiBase && !/^https?:\/\/[^\s]+$/.test(apiBase)) {
      throw new MiniAppSettingError(`${prefix}API_BASE`, `not an http(s) address: ${apiBase}`)
    }
    if (vendor === 'jd' && !apiBase) {
      throw new MiniAppSettingError(`${prefix}API_BASE`, "JD's API base must be given")
    }
    apps[vendor] = { appId, secret: secret.replace(/\\n/g, '\n'), ...(apiBase ? { apiBase } : {}) }
  }
  return apps
}
