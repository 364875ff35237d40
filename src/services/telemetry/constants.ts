/**
 * Telemetry constants shared by the tracker and the monitor (SPEC.md sections 3 and 7): the environments
 * and the collector of each.
 */

/** SPEC.md section 3. */
export const ENVIRONMENTS = ['production', 'development', 'test', 'prerelease'] as const
export type TelemetryEnvironment = (typeof ENVIRONMENTS)[number]
export const DEFAULT_ENVIRONMENT: TelemetryEnvironment = 'production'

/**
 * One collector per environment (SPEC.md section 7). The embedded server answers all of them on the
 * site's own origin; a deployment points these at its collector hosts.
 */
export const COLLECTOR_URLS: Readonly<Record<TelemetryEnvironment, string>> = {
  production: '/tracker/collect',
  prerelease: '/tracker/collect',
  test: '/tracker/collect',
  development: '/tracker/collect',
}

/** The Biz-Type header: the collector's numeric code of each environment. */
export const BIZ_TYPES: Readonly<Record<TelemetryEnvironment, number>> = {
  production: 1,
  prerelease: 2,
  test: 3,
  development: 4,
}
