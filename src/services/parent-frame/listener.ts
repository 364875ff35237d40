import { MESSAGE_TYPES } from './constants'
import { parseIncoming, type OutgoingMessage } from './messages'
import { isTrustedOrigin } from './origin-policy'

/** What a message event brings that we use; `source` is the sender's window (or null). */
export interface FrameMessage {
  origin: string
  data: unknown
  source: { postMessage(message: unknown, targetOrigin: string): void } | null
}

export interface FrameActions {
  /** The path the page shows, for `connected`. */
  currentPath(): string
  highlight(enabled: boolean): void
  back(): void
  /** The sender is a trusted, connected parent: route changes go to it from now on. */
  connected(origin: string): void
}

/**
 * Answers the parent frame (CONTRACTS.md). Messages from untrusted origins are dropped before their data
 * is even read, replies go to the sender's own origin (never `*`), and nothing here can throw into the
 * page's message loop.
 */
export function createFrameMessageHandler(trusted: ReadonlySet<string>, actions: FrameActions) {
  return (event: FrameMessage): boolean => {
    try {
      if (!isTrustedOrigin(event.origin, trusted)) return false
      const message = parseIncoming(event.data)
      if (!message) return false
      if (message.type === MESSAGE_TYPES.connect) {
        if (!event.source || typeof event.source.postMessage !== 'function') return false
        const reply: OutgoingMessage = { type: MESSAGE_TYPES.connected, path: actions.currentPath() }
        event.source.postMessage(reply, event.origin)
        actions.connected(event.origin)
      } else if (message.type === MESSAGE_TYPES.highlight) {
        actions.highlight(message.enabled)
      } else {
        actions.back()
      }
      return true
    } catch {
      return false
    }
  }
}
