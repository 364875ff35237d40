/** SPEC.md section 9 and CONTRACTS.md: constants of the environment layer. */

/** The host app appends ` TripApp/<version> TripBuild/<buildNumber>` to its webview's user agent. */
export const APP_UA_PATTERN = /\bTripApp\/(\d+(?:\.\d+){0,3})(?:\s+TripBuild\/(\d+))?/

/** iPhone screen heights (points) of the models with a notch or island. */
export const NOTCH_SCREEN_HEIGHTS = [780, 812, 844, 852, 874, 896, 926, 932, 956] as const

/** Bridge V3 of sendClientRequest needs at least this build (SPEC.md section 4). */
export const BRIDGE_V3_MIN_BUILD = 6630000
/** Builds from this one read the remote config (SPEC.md section 9). */
export const CONFIG_READING_MIN_BUILD = 8100000

/** Prefix of the web visitor id (SPEC.md section 3). */
export const VISITOR_ID_PREFIX = 'u_'
export const VISITOR_STORAGE_KEY = 'trip-visitor'
