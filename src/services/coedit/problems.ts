// What can go wrong on a co-editing socket, as typed errors with a message in both languages
// (src/i18n/locales/parts/coedit.ts): the close codes and ERROR codes of types/api/coedit.ts, and
// whether the client should try again (docs/co-editing.md "Close codes", "Limits").
import { COEDIT_CLOSE, COEDIT_ERRORS, type CoeditSession } from '@types-shared/api/coedit'
import type { MessageParams } from '@/i18n/translate'
// Registers the strings these keys name (the import below is for its type only, and is dropped).
import '@/i18n/locales/parts/coedit'
import type { coeditZh } from '@/i18n/locales/parts/coedit'

export type CoeditMessageKey = keyof typeof coeditZh

export const COEDIT_PROBLEMS = {
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  READ_ONLY: 'read-only',
  TOO_MANY_CONNECTIONS: 'too-many-connections',
  RATE_LIMITED: 'rate-limited',
  MESSAGE_TOO_BIG: 'message-too-big',
  DOC_TOO_LARGE: 'doc-too-large',
  GOING_AWAY: 'going-away',
  SERVER_FAILED: 'server-failed',
  BAD_MESSAGE: 'bad-message',
  NETWORK: 'network',
} as const
export type CoeditProblemCode = (typeof COEDIT_PROBLEMS)[keyof typeof COEDIT_PROBLEMS]

/**
 * One refusal or loss. `retry`: the client reconnects by itself (with a fresh ticket); otherwise the
 * session is over (`refused`). `detail` is the server's own words, for logs, never shown.
 */
export class CoeditError extends Error {
  readonly code: CoeditProblemCode
  readonly messageKey: CoeditMessageKey
  readonly params: MessageParams
  readonly retry: boolean
  readonly detail: string
  constructor(
    code: CoeditProblemCode,
    init: { messageKey: CoeditMessageKey; retry: boolean; detail?: string; params?: MessageParams },
  ) {
    super(`${code}${init.detail ? `: ${init.detail}` : ''}`)
    this.name = 'CoeditError'
    this.code = code
    this.messageKey = init.messageKey
    this.params = init.params ?? {}
    this.retry = init.retry
    this.detail = init.detail ?? ''
  }
}

/** Sizes in words a reader knows ("256 KB"), for the limit messages. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '?'
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

/** The numbers the server's reason names, in order ("message of 300000 bytes is over the limit of 262144"). */
const numbersIn = (reason: string) => (reason.match(/\d+/g) ?? []).map(Number)

/** What a close code means for the client. Anything not the server's own is a lost connection: retried. */
export function problemForClose(code: number, reason: string, session?: CoeditSession | null): CoeditError {
  const detail = reason
  switch (code) {
    case COEDIT_CLOSE.UNAUTHORIZED:
      return new CoeditError('unauthorized', {
        messageKey: 'coedit.problem.unauthorized',
        retry: true,
        detail,
      })
    case COEDIT_CLOSE.FORBIDDEN:
      return new CoeditError('forbidden', { messageKey: 'coedit.problem.forbidden', retry: false, detail })
    case COEDIT_CLOSE.NOT_FOUND:
      return new CoeditError('not-found', { messageKey: 'coedit.problem.notFound', retry: false, detail })
    case COEDIT_CLOSE.READ_ONLY:
      return new CoeditError('read-only', {
        messageKey: 'coedit.problem.readOnlyClosed',
        retry: false,
        detail,
      })
    case COEDIT_CLOSE.TOO_MANY_CONNECTIONS: {
      const limit = numbersIn(reason).pop()
      return new CoeditError('too-many-connections', {
        messageKey: 'coedit.problem.tooManyConnections',
        retry: true,
        detail,
        params: { limit: limit ?? '?' },
      })
    }
    case COEDIT_CLOSE.RATE_LIMITED:
      return new CoeditError('rate-limited', {
        messageKey: 'coedit.problem.rateLimited',
        retry: true,
        detail,
        params: { seconds: 1 },
      })
    case COEDIT_CLOSE.MESSAGE_TOO_BIG: {
      // Not retried: the same change would be sent again at the next sync and refused again.
      const [size, limit] = numbersIn(reason)
      return new CoeditError('message-too-big', {
        messageKey: 'coedit.problem.messageTooBig',
        retry: false,
        detail,
        params: {
          size: size === undefined ? '?' : formatBytes(size),
          limit: formatBytes(limit ?? session?.limits.messageMaxBytes ?? NaN),
        },
      })
    }
    case COEDIT_CLOSE.GOING_AWAY:
      return new CoeditError('going-away', { messageKey: 'coedit.problem.goingAway', retry: true, detail })
    case 1011:
      return new CoeditError('server-failed', {
        messageKey: 'coedit.problem.serverFailed',
        retry: true,
        detail,
      })
    default:
      return new CoeditError('network', { messageKey: 'coedit.problem.network', retry: true, detail })
  }
}

/** An ERROR message: the socket stays open; the client shows it and carries on. */
export function problemForError(
  body: { code: string; message: string; retryInMs?: number },
  session?: CoeditSession | null,
): CoeditError {
  const detail = body.message
  switch (body.code) {
    case COEDIT_ERRORS.READ_ONLY:
      return new CoeditError('read-only', { messageKey: 'coedit.status.readOnly', retry: false, detail })
    case COEDIT_ERRORS.RATE_LIMITED:
      return new CoeditError('rate-limited', {
        messageKey: 'coedit.problem.rateLimited',
        retry: true,
        detail,
        params: { seconds: Math.max(1, Math.ceil((body.retryInMs ?? 1000) / 1000)) },
      })
    case COEDIT_ERRORS.DOC_TOO_LARGE:
      return new CoeditError('doc-too-large', {
        messageKey: 'coedit.problem.docTooLarge',
        retry: false,
        detail,
        params: { limit: formatBytes(session?.limits.docMaxBytes ?? numbersIn(detail)[0] ?? NaN) },
      })
    default:
      return new CoeditError('bad-message', { messageKey: 'coedit.problem.badMessage', retry: true, detail })
  }
}
