import { GUARD_ERROR_CODES, GuardError } from './errors'
import type { PermissionCache, PermissionState } from './permission-state'
import { parseCheckSpec, type CheckRegistry } from './registry'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs one check by its spec, through the cache. Never rejects: an unknown check, a check that is not a
 * function returning a promise, or one that throws, is a denial with its reason (guards fail closed).
 */
export function runCheck(
  spec: string,
  registry: CheckRegistry,
  cache: PermissionCache,
): Promise<PermissionState> {
  return cache.run(spec, async () => {
    try {
      const { name, args } = parseCheckSpec(spec)
      const pending = registry.resolve(name, args)()
      if (!pending || typeof (pending as Promise<unknown>).then !== 'function') {
        throw new GuardError(GUARD_ERROR_CODES.NOT_A_PROMISE, `check ${name} must return a promise`)
      }
      const result = await pending
      return result ? { state: true, result } : { state: false, reason: `${name} denied` }
    } catch (error) {
      return { state: false, reason: reasonOf(error) }
    }
  })
}

export type GuardOutcome = { ok: true } | { ok: false; check: string; reason: string }

/**
 * Every check of every matched route must pass (SPEC.md section 2). They run in parallel, and the first
 * failure in declaration order is the one reported.
 */
export async function runChecks(
  specs: readonly string[],
  registry: CheckRegistry,
  cache: PermissionCache,
): Promise<GuardOutcome> {
  const outcomes = await Promise.all(specs.map((spec) => runCheck(spec, registry, cache)))
  for (let i = 0; i < specs.length; i++) {
    const outcome = outcomes[i]
    if (outcome.state !== true) {
      return { ok: false, check: specs[i], reason: outcome.state === false ? outcome.reason : 'unchecked' }
    }
  }
  return { ok: true }
}

/** A route's `checks` may be one name or a list. */
export function checkList(checks: string | readonly string[] | undefined): readonly string[] {
  if (checks === undefined) return []
  return typeof checks === 'string' ? [checks] : checks
}
