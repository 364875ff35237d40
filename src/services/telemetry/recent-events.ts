/**
 * The latest events a page produced, for the operator's view on the webtest page (issue #6). A ring in
 * memory: cheap, bounded, and gone with the page.
 */
export function createRecentLog<T>(limit = 50) {
  const items: T[] = []
  const listeners = new Set<() => void>()
  return {
    add(item: T): void {
      items.push(item)
      if (items.length > limit) items.shift()
      listeners.forEach((listener) => {
        try {
          listener()
        } catch {
          // A broken view must not stop telemetry.
        }
      })
    },
    list: (): readonly T[] => items.slice(),
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => void items.splice(0),
  }
}

export type RecentLog<T> = ReturnType<typeof createRecentLog<T>>
