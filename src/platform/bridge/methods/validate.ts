import { BridgeError } from '../client/errors'
import type { BridgeMethodName } from '../types'

/** SPEC.md section 5: "URLs must match an http(s) pattern". */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i
export const TOAST_MESSAGE_NULL = 'message should not be undefined or null'
export const THIRD_AUTH_TYPES = ['weixin'] as const
export const BOUNCE_DIRECTIONS = ['vertical', 'horizontal'] as const
export const CLIENT_REQUEST_TYPES = ['GET', 'POST', 'PUT', 'DELETE'] as const
/** Status-bar text colour is an Android feature; Harmony ships the Android app's bridge. */
const STATUS_BAR_COLOR_OS = ['android', 'harmony']

export interface ValidationEnv {
  os: string
}

type Args = Record<string, unknown>
type Rule = (args: Args, env: ValidationEnv) => void

const isString = (value: unknown): value is string => typeof value === 'string'

function requireString(method: string, args: Args, field: string) {
  const value = args[field]
  if (value === undefined || value === null) {
    throw BridgeError.argsNull(method, `${method}: ${field} should not be undefined or null`)
  }
  if (!isString(value)) throw BridgeError.invalidArgs(method, `${field} should be a string`)
}

function requireOneOf(method: string, args: Args, field: string, allowed: readonly string[]) {
  requireString(method, args, field)
  if (!allowed.includes(args[field] as string)) {
    throw BridgeError.invalidArgs(method, `${field} should be one of ${allowed.join(', ')}`)
  }
}

const requireHttpUrl = (method: string) => (args: Args) => {
  requireString(method, args, 'url')
  if (!HTTP_URL_PATTERN.test(args.url as string)) {
    throw BridgeError.invalidArgs(method, `url should match the http(s) pattern, got ${String(args.url)}`)
  }
}

const strings =
  (method: string, ...fields: string[]): Rule =>
  (args) =>
    fields.forEach((field) => requireString(method, args, field))

const clientRequest =
  (method: string): Rule =>
  (args) => {
    requireString(method, args, 'url')
    requireOneOf(method, args, 'type', CLIENT_REQUEST_TYPES)
  }

/** One rule per method that SPEC.md section 5 constrains; the others go to native as they are. */
const RULES: Partial<Record<BridgeMethodName, Rule>> = {
  toast: (args) => {
    // The exact text of SPEC.md section 8.
    if (args.message === undefined || args.message === null)
      throw BridgeError.argsNull('toast', TOAST_MESSAGE_NULL)
    if (!isString(args.message)) throw BridgeError.invalidArgs('toast', 'message should be a string')
  },
  getItem: strings('getItem', 'key'),
  setItem: strings('setItem', 'key', 'value'),
  removeItem: strings('removeItem', 'key'),
  broadcast: strings('broadcast', 'key', 'data'),
  openLink: requireHttpUrl('openLink'),
  replaceSelfWithLink: requireHttpUrl('replaceSelfWithLink'),
  getThirdAuth: (args) => requireOneOf('getThirdAuth', args, 'type', THIRD_AUTH_TYPES),
  shareContentV2: strings('shareContentV2', 'type'),
  setShareInfo: strings('setShareInfo', 'type'),
  setAlwaysBounce: (args) => requireOneOf('setAlwaysBounce', args, 'direction', BOUNCE_DIRECTIONS),
  sendClientRequest: clientRequest('sendClientRequest'),
  sendClientRequestV2: clientRequest('sendClientRequestV2'),
  sendClientRequestV3: clientRequest('sendClientRequestV3'),
  setStatusBar: (args, env) => {
    if (args.textColor !== undefined && !STATUS_BAR_COLOR_OS.includes(env.os)) {
      throw BridgeError.invalidArgs('setStatusBar', `textColor works only on Android, not on ${env.os}`)
    }
  },
}

/**
 * Throws a BridgeError (ERR_ARGS_NULL for a missing value, ERR_ARGS_INVALID for a wrong one) when the
 * arguments break a rule of SPEC.md section 5; these run in every build, unlike the dev-only schemas.
 */
export function validateArgs(method: BridgeMethodName, args: unknown, env: ValidationEnv): Args {
  if (args === undefined) args = {}
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    throw BridgeError.argsNull(method, `${method}: args should be an object`)
  }
  RULES[method]?.(args as Args, env)
  return args as Args
}
