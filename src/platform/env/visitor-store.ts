import type { StorageAdapter } from '../types'
import { VISITOR_STORAGE_KEY } from './constants'
import { createVisitorId, parseVisitorRecord } from './visitor'

/** The web visitor's id: read from storage, or made once and kept (SPEC.md section 3). */
export async function ensureVisitorId(storage: StorageAdapter): Promise<string> {
  const existing = parseVisitorRecord(await storage.getItem(VISITOR_STORAGE_KEY).catch(() => null))
  if (existing) return existing.userId
  const userId = createVisitorId()
  await storage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ userId })).catch(() => undefined)
  return userId
}
