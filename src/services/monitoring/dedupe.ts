/**
 * The same error (same key) is reported once per window (SPEC.md section 9: 60 s), so a loop that
 * throws does not flood the collector. Old keys are forgotten as time passes.
 */
export function createDeduper(windowMs: number) {
  const seen = new Map<string, number>()
  return (key: string, now: number): boolean => {
    for (const [k, at] of seen) if (now - at >= windowMs) seen.delete(k)
    const last = seen.get(key)
    if (last !== undefined && now - last < windowMs) return false
    seen.set(key, now)
    return true
  }
}
