/**
 * Why an answer stream failed after it started (issue 17, docs/assistant-transport.md). Errors before
 * the stream starts (401, 429, 40914, network) are the request client's RequestErrors instead.
 * - CHAT_STREAM_BROKEN: the connection ended without a `finish` part (network, tab in the
 *   background, a proxy that cut it). The answer goes on on the server: resume from `lastSeq`.
 * - CHAT_STREAM_MALFORMED: the server sent an event that is no part of ours (bad id, bad JSON, a
 *   known part with the wrong shape). Resuming would read the same bytes; show a failure instead.
 */
export const CHAT_STREAM_ERRORS = {
  BROKEN: 'CHAT_STREAM_BROKEN',
  MALFORMED: 'CHAT_STREAM_MALFORMED',
} as const
export type ChatStreamErrorCode = (typeof CHAT_STREAM_ERRORS)[keyof typeof CHAT_STREAM_ERRORS]

export class ChatStreamError extends Error {
  readonly code: ChatStreamErrorCode
  /** The answer being streamed, when its `start` part (or the resume call) named it. */
  readonly messageId?: number
  /** The last seq handed to the listener (0 for none): `resume(messageId, lastSeq)` goes on from here. */
  readonly lastSeq: number
  constructor(
    code: ChatStreamErrorCode,
    message: string,
    options: { messageId?: number; lastSeq?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'ChatStreamError'
    this.code = code
    this.messageId = options.messageId
    this.lastSeq = options.lastSeq ?? 0
  }
}

/** The stream broke mid-answer and can be resumed (the page's cue to call `resume`). */
export const isStreamBroken = (error: unknown): error is ChatStreamError =>
  error instanceof ChatStreamError && error.code === CHAT_STREAM_ERRORS.BROKEN
