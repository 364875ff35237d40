import { GUARD_ERROR_CODES, GuardError } from './errors'

/** A check resolves truthy to grant (the value is kept as its result); falsy or a rejection denies. */
export type Check = () => Promise<unknown>
/** Plain arguments only (SPEC.md section 5): a factory's result is cached per name and arguments. */
export type PlainArg = string | number | boolean | null
export type CheckFactory = (...args: PlainArg[]) => Check

type Entry = { kind: 'check'; check: Check } | { kind: 'factory'; factory: CheckFactory; arity: number }

function assertName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new GuardError(GUARD_ERROR_CODES.BAD_NAME, 'a check name must be a non-empty string')
  }
}

function assertFunction(value: unknown, name: string): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') {
    throw new GuardError(GUARD_ERROR_CODES.NOT_A_FUNCTION, `check ${name} must be a function`)
  }
}

const isPlain = (arg: unknown): arg is PlainArg =>
  arg === null || ['string', 'number', 'boolean'].includes(typeof arg)

/**
 * Checks are registered by name at start-up and referred to by name in the route table and in guarded
 * elements. A spec string `name` names a plain check; `name:a,b` calls a factory with "a" and "b".
 */
export function createCheckRegistry() {
  const entries = new Map<string, Entry>()
  return {
    register(name: string, check: Check): void {
      assertName(name)
      assertFunction(check, name)
      entries.set(name, { kind: 'check', check })
    },
    /** `arity` defaults to the factory's declared parameter count; calls must pass exactly that many. */
    registerFactory(name: string, factory: CheckFactory, arity = factory.length): void {
      assertName(name)
      assertFunction(factory, name)
      entries.set(name, { kind: 'factory', factory, arity })
    },
    has: (name: string) => entries.has(name),
    unregister: (name: string) => void entries.delete(name),
    clear: () => entries.clear(),
    /** Resolves a name and its arguments to a runnable check; throws GuardError when it cannot. */
    resolve(name: string, args: readonly unknown[] = []): Check {
      assertName(name)
      const entry = entries.get(name)
      if (!entry) throw new GuardError(GUARD_ERROR_CODES.UNKNOWN, `no check registered as ${name}`)
      if (entry.kind === 'check') {
        if (args.length > 0) {
          throw new GuardError(GUARD_ERROR_CODES.ARG_COUNT, `check ${name} takes no arguments`)
        }
        return entry.check
      }
      if (args.length !== entry.arity) {
        throw new GuardError(
          GUARD_ERROR_CODES.ARG_COUNT,
          `check ${name} takes ${entry.arity} argument(s), got ${args.length}`,
        )
      }
      if (!args.every(isPlain)) {
        throw new GuardError(GUARD_ERROR_CODES.ARG_NOT_PLAIN, `check ${name} takes only plain arguments`)
      }
      const check = entry.factory(...args)
      assertFunction(check, name)
      return check
    },
  }
}

export type CheckRegistry = ReturnType<typeof createCheckRegistry>

/** `isJourneyAdmin` -> ['isJourneyAdmin', []]; `hasRole:admin,2` -> ['hasRole', ['admin', '2']]. */
export function parseCheckSpec(spec: string): { name: string; args: string[] } {
  const at = spec.indexOf(':')
  if (at < 0) return { name: spec, args: [] }
  const rest = spec.slice(at + 1)
  return { name: spec.slice(0, at), args: rest === '' ? [] : rest.split(',') }
}
