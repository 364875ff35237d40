import type { StorageAdapter } from '@/platform'
import type { JourneyDetail } from '../model'

/** How many opened journeys stay readable offline; the oldest goes first. */
export const OFFLINE_JOURNEYS = 5
const INDEX_KEY = 'journey-cache:index'
const keyOf = (id: string) => `journey-cache:${id}`

export interface CachedJourney {
  journey: JourneyDetail
  savedAt: string
}

async function readIndex(storage: StorageAdapter): Promise<string[]> {
  try {
    const ids = JSON.parse((await storage.getItem(INDEX_KEY)) ?? '[]') as unknown
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * The last journeys opened, kept in the platform's storage so a journey once opened stays readable
 * without a network. Storage failures (quota, private mode) only cost the offline copy, never the page.
 */
export function createJourneyCache(storage: StorageAdapter, now: () => Date = () => new Date()) {
  return {
    async save(id: string, journey: JourneyDetail): Promise<void> {
      try {
        const entry: CachedJourney = { journey, savedAt: now().toISOString() }
        await storage.setItem(keyOf(id), JSON.stringify(entry))
        const ids = [id, ...(await readIndex(storage)).filter((other) => other !== id)]
        for (const old of ids.slice(OFFLINE_JOURNEYS)) await storage.removeItem(keyOf(old))
        await storage.setItem(INDEX_KEY, JSON.stringify(ids.slice(0, OFFLINE_JOURNEYS)))
      } catch {
        // No room or no storage: the page still works online.
      }
    },
    async load(id: string): Promise<CachedJourney | null> {
      try {
        const raw = await storage.getItem(keyOf(id))
        if (!raw) return null
        const entry = JSON.parse(raw) as CachedJourney
        return entry?.journey?.id !== undefined && typeof entry.savedAt === 'string' ? entry : null
      } catch {
        return null
      }
    },
    /** A journey deleted or made private must not live on in the cache. */
    async forget(id: string): Promise<void> {
      try {
        await storage.removeItem(keyOf(id))
        const ids = (await readIndex(storage)).filter((other) => other !== id)
        await storage.setItem(INDEX_KEY, JSON.stringify(ids))
      } catch {
        // Nothing cached, nothing to forget.
      }
    },
  }
}
