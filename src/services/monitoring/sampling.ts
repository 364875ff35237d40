import { SAMPLE_PERCENT_DEFAULT } from './constants'

/** A remote-config hook answers the sampling percent it wants (or null to keep the default). */
export type RemoteSampling = () => number | null | undefined

/**
 * Whether this page session sends performance telemetry. Remote config can only lower the default (a
 * bad config must not flood the collector); development and test addresses always send.
 */
export function isSampled(options: {
  random: number
  alwaysOn: boolean
  remote?: RemoteSampling
  defaultPercent?: number
}): boolean {
  if (options.alwaysOn) return true
  const base = options.defaultPercent ?? SAMPLE_PERCENT_DEFAULT
  let percent = base
  try {
    const remote = options.remote?.()
    if (typeof remote === 'number' && Number.isFinite(remote)) percent = Math.max(0, Math.min(base, remote))
  } catch {
    // A broken remote config keeps the default.
  }
  return options.random * 100 < percent
}
