import { MESSAGE_TYPES } from './constants'

export type IncomingMessage =
  | { type: typeof MESSAGE_TYPES.connect }
  | { type: typeof MESSAGE_TYPES.highlight; enabled: boolean }
  | { type: typeof MESSAGE_TYPES.historyBack }

export type OutgoingMessage =
  | { type: typeof MESSAGE_TYPES.connected; path: string }
  | { type: typeof MESSAGE_TYPES.routeChange; path: string; pageKey: string }

/** Reads a message's data defensively: anything that is not one of the three known shapes is null. */
export function parseIncoming(data: unknown): IncomingMessage | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  const type = (data as { type?: unknown }).type
  if (type === MESSAGE_TYPES.connect) return { type }
  if (type === MESSAGE_TYPES.historyBack) return { type }
  if (type === MESSAGE_TYPES.highlight) {
    const enabled = (data as { enabled?: unknown }).enabled
    return typeof enabled === 'boolean' ? { type, enabled } : null
  }
  return null
}
