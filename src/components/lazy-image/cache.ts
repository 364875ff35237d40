import { CACHE_SIZE } from './constants'

/** The most recently loaded addresses, oldest dropped first past the limit. */
export function createLoadedCache(limit = CACHE_SIZE) {
  const entries = new Map<string, true>()
  return {
    has: (url: string) => entries.has(url),
    add(url: string): void {
      entries.delete(url)
      entries.set(url, true)
      if (entries.size > limit) entries.delete(entries.keys().next().value as string)
    },
    get size() {
      return entries.size
    },
    clear: () => entries.clear(),
  }
}

export const loadedImages = createLoadedCache()
