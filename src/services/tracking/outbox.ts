import type { Transport } from '@/services/telemetry/transport'

/** Where unsent events wait across reloads (the platform's storage, or memory). */
export interface OutboxStore {
  load(): Promise<string | null>
  save(value: string): Promise<void>
}

export interface OutboxOptions<T> {
  transport: Transport
  store: OutboxStore
  encode(batch: T[]): string
  batchSize: number
  limit: number
  flushDelayMs: number
  retryBaseMs: number
  retryMaxMs: number
  isOnline(): boolean
}

/**
 * At-least-once delivery (issue #6, beyond the spec): every event is kept, in memory and in storage,
 * until the collector has taken its batch. A failed POST or an offline spell only delays it; the next
 * attempt comes after a backoff, on `online`, or on the next page load. The oldest events go first
 * past `limit`, so a page that never reaches the collector stays bounded.
 */
export function createOutbox<T>(options: OutboxOptions<T>) {
  let items: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let sending = false
  let failures = 0

  const persist = () => {
    options.store.save(JSON.stringify(items)).catch(() => undefined)
  }

  const schedule = (delay: number) => {
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      void flush()
    }, delay)
  }

  async function flush(flushOptions: { keepalive?: boolean } = {}): Promise<void> {
    if (sending && !flushOptions.keepalive) return
    if (items.length === 0 || !options.isOnline()) return
    if (timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
    }
    sending = true
    try {
      while (items.length > 0) {
        const batch = items.slice(0, options.batchSize)
        const ok = await options.transport.send(options.encode(batch), flushOptions)
        if (!ok) {
          failures += 1
          schedule(Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** (failures - 1)))
          return
        }
        failures = 0
        // Only what was sent leaves: events added meanwhile stay queued.
        items = items.filter((item) => !batch.includes(item))
        persist()
      }
    } finally {
      sending = false
    }
  }

  return {
    add(item: T): void {
      items.push(item)
      if (items.length > options.limit) items.splice(0, items.length - options.limit)
      persist()
      if (items.length >= options.batchSize) void flush()
      else schedule(options.flushDelayMs)
    },
    flush,
    /** Takes back what a previous page left unsent. */
    async restore(): Promise<void> {
      try {
        const saved = JSON.parse((await options.store.load()) ?? '[]') as unknown
        if (Array.isArray(saved) && saved.length > 0) {
          items = [...(saved as T[]), ...items].slice(-options.limit)
          schedule(options.flushDelayMs)
        }
      } catch {
        // A corrupt outbox is dropped rather than blocking new events.
      }
    },
    get pending(): readonly T[] {
      return items
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}

export type Outbox<T> = ReturnType<typeof createOutbox<T>>
