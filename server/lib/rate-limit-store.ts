// @fastify/rate-limit's store over the shared counters (issue 18): its default store is one process's
// memory, so with several instances a client would get the limit once per instance. Here every count is
// one upsert in the database (repositories/rate-counters.ts); the window starts at the client's first
// request, as with the default store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { CounterStore } from './client-budget'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * A store class for the plugin's `store` option. `counters` is asked at each request, so the
 * repositories may be decorated after the rate-limit plugin is registered.
 */
export function sharedRateLimitStore(counters: () => CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now()
      counters()
        .add(this.prefix + key, now, timeWindow, 1)
        .then((count) => {
          // No limit is passed, so a count always comes back.
          const c = count ?? { used: 1, windowStart: now }
          cb(null, { current: c.used, ttl: Math.max(0, c.windowStart + timeWindow - now) })
        }, cb)
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now()
      counters()
        .read(this.prefix + key, now)
        .then(
          (c) =>
            cb(null, c ? { current: c.used, ttl: c.windowStart + timeWindow - now } : { current: 0, ttl: 0 }),
          cb,
        )
    }

    /** A route with its own limit (`config.rateLimit`) counts apart from the global one. */
    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes its merged parameters (the route under `routeInfo`), not the route options
      // its types name.
      const params = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string }
        groupId?: string
      }
      const route = params.groupId ?? `${String(params.routeInfo?.method)}:${params.routeInfo?.url}`
      return new SharedStore(undefined, `rate:${route}:`)
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor
}
