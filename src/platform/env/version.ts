/**
 * Compares dotted versions numerically ("6.9" < "6.36" < "6.54"): app versions are not decimals.
 * Missing parts count as 0, so "5.24" equals "5.24.0".
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff < 0 ? -1 : 1
  }
  return 0
}

export const isAtLeast = (version: string | undefined, min: string): boolean =>
  version !== undefined && compareVersions(version, min) >= 0
