/** SPEC.md section 4: null unchecked, true granted (result kept), false denied (reason kept). */
export type PermissionState =
  { state: null } | { state: true; result: unknown } | { state: false; reason: string }

/**
 * Results are cached per check spec until the next navigation resets them, so a page and its guarded
 * elements ask each check once; a check still running is shared rather than started twice.
 */
export function createPermissionCache() {
  const settled = new Map<string, PermissionState>()
  const running = new Map<string, Promise<PermissionState>>()
  let generation = 0
  return {
    get(spec: string): PermissionState {
      return settled.get(spec) ?? { state: null }
    },
    /** Runs `start` unless a result or a run for `spec` exists. A reset drops runs already under way. */
    run(spec: string, start: () => Promise<PermissionState>): Promise<PermissionState> {
      const known = settled.get(spec)
      if (known) return Promise.resolve(known)
      const pending = running.get(spec)
      if (pending) return pending
      const mine = generation
      const promise = start().then((outcome) => {
        if (mine === generation) {
          settled.set(spec, outcome)
          running.delete(spec)
        }
        return outcome
      })
      running.set(spec, promise)
      return promise
    },
    reset(): void {
      generation += 1
      settled.clear()
      running.clear()
    },
  }
}

export type PermissionCache = ReturnType<typeof createPermissionCache>
