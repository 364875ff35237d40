// The co-editing client's states and its contract with the page and the platform (issue 19).
import type * as Y from 'yjs'
import type * as awarenessProtocol from 'y-protocols/awareness'
import type { CoeditSession, CoeditTicket } from '@types-shared/api/coedit'
import type { RealtimeAdapter } from '@/platform'
import type { CoeditError } from './problems'
import type { BackoffOptions } from './backoff'

export type CoeditStatus =
  | { kind: 'connecting'; attempt: number }
  /** Synced and writing. */
  | { kind: 'live' }
  /** Synced, following: this user may read the journey but not edit it. */
  | { kind: 'read-only' }
  /** Lost or refused for now; reconnecting in `retryInMs` with a fresh ticket. Local edits are kept. */
  | { kind: 'offline'; problem: CoeditError; retryInMs: number; attempt: number }
  /** Over: the server will not have this client (private, deleted, ...). */
  | { kind: 'refused'; problem: CoeditError }
  | { kind: 'closed' }

/** What this user is doing, shown to the others (the server adds who they are). */
export interface CoeditPresence {
  editing: { itemId: string; field: string } | null
}

export interface CoeditTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface CoeditClientDeps {
  journeyId: number
  /** POST /api/v1/coedit/ticket: a single-use ticket, asked for before every connection. */
  getTicket(journeyId: number): Promise<CoeditTicket>
  realtime: RealtimeAdapter
  /** The ticket's path as the socket's absolute ws(s) address. */
  socketUrl(path: string): string
  /** Defaults to a new document; one passed in is not destroyed with the client. */
  doc?: Y.Doc
  timers?: CoeditTimers
  random?: () => number
  backoff?: BackoffOptions
  /** Whether a failed ticket request is final (no access), not a network loss. */
  isTicketRefusal?(error: unknown): CoeditError | null
  /**
   * Calls `onChange` when the device goes offline (false) or comes back (true): offline, the socket is
   * let go at once (a browser may keep a dead socket open for minutes) and edits stay in the document;
   * back, it reconnects without waiting out the backoff. Returns the unsubscribe.
   */
  watchNetwork?(onChange: (online: boolean) => void): () => void
}

export interface CoeditClient {
  readonly doc: Y.Doc
  readonly awareness: awarenessProtocol.Awareness
  readonly status: CoeditStatus
  readonly session: CoeditSession | null
  /** The latest refusal the server sent while the socket stayed open (a limit, read-only). */
  readonly notice: CoeditError | null
  /** Whether local edits are sent: false for readers, who must not edit (the editor disables itself). */
  readonly canEdit: boolean
  subscribe(listener: () => void): () => void
  setPresence(presence: CoeditPresence): void
  /** Skip the wait: the network is back. */
  reconnectNow(): void
  destroy(): void
}
