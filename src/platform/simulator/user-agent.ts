import type { SimulatedOs } from './types'

/** A build number for a version when none is given: 6.61.0 -> 6610000 (major, 2-digit minor, patch). */
export function buildFromVersion(version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((n) => Number.parseInt(n, 10) || 0)
  return major * 1_000_000 + minor * 10_000 + patch * 100
}

const BASE: Record<SimulatedOs, string> = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
}

/** The user agent of the app's webview on that OS: the app appends ` TripApp/<v> TripBuild/<b>` (CONTRACTS.md). */
export function simulatedUserAgent(
  os: SimulatedOs,
  version: string,
  build: number = buildFromVersion(version),
) {
  return `${BASE[os]} TripApp/${version} TripBuild/${build}`
}
