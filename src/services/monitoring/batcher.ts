/**
 * SPEC.md section 7: telemetry goes in batches of up to `maxEvents`, or whatever has waited `maxWaitMs`.
 */
export function createBatcher<T>(options: { maxEvents: number; maxWaitMs: number; send(batch: T[]): void }) {
  let items: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    while (items.length > 0) options.send(items.splice(0, options.maxEvents))
  }
  return {
    add(item: T): void {
      items.push(item)
      if (items.length >= options.maxEvents) flush()
      else if (timer === undefined) timer = setTimeout(flush, options.maxWaitMs)
    },
    flush,
    get size() {
      return items.length
    },
  }
}
