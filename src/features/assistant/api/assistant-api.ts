import { api } from '@/services/site-client'
import { apiStream, type StreamApiName, type StreamRequests } from '@/services/site-client/api-stream'
import { createAbortHandle } from '@/utils/abort'
import { decodeChatEvent } from './decode-event'
import { CHAT_STREAM_ERRORS, ChatStreamError } from './stream-errors'
import type { AssistantApi, ChatEventListener } from './types'

export interface AssistantDeps {
  call: typeof api
  stream: typeof apiStream
}

/**
 * An answer stream as AssistantApi promises it (types.ts): parts decoded and handed on in order;
 * resolves after `finish` and the close; an abort by the caller resolves quietly; an error before the
 * first part is the request client's; a stream that ends or fails without `finish` rejects with
 * CHAT_STREAM_BROKEN carrying where to resume (stream-errors.ts).
 */
async function answerStream<N extends StreamApiName>(
  deps: AssistantDeps,
  name: N,
  payload: StreamRequests[N],
  onEvent: ChatEventListener,
  signal: AbortSignal | undefined,
  from: { messageId?: number; lastSeq: number } = { lastSeq: 0 },
): Promise<void> {
  if (signal?.aborted) return
  // Our own controller too: a malformed event stops the transport, not just the listener.
  const own = createAbortHandle()
  const forward = () => own.abort()
  signal?.addEventListener('abort', forward)
  let { messageId, lastSeq } = from
  let received = false
  let finished = false
  let listenerFailed: { error: unknown } | undefined
  try {
    await deps.stream(
      name,
      payload,
      (raw) => {
        const event = decodeChatEvent(raw)
        if (!event || finished) return
        received = true
        messageId = event.messageId
        lastSeq = event.seq
        if (event.part.type === 'finish') finished = true
        try {
          onEvent(event)
        } catch (error) {
          listenerFailed = { error }
          throw error
        }
      },
      { signal: own.signal },
    )
  } catch (error) {
    if (signal?.aborted) return
    // The page's own listener error, or a malformed part: stop the transport and say so as it is.
    if (listenerFailed || error instanceof ChatStreamError) {
      own.abort()
      throw listenerFailed ? listenerFailed.error : error
    }
    if (finished) return
    // Nothing arrived: the request itself failed (401, 404, 429, 40914, network), as the client typed it.
    if (!received) throw error
    throw new ChatStreamError(CHAT_STREAM_ERRORS.BROKEN, 'chat stream: the connection broke mid-answer', {
      messageId,
      lastSeq,
      cause: error,
    })
  } finally {
    signal?.removeEventListener('abort', forward)
  }
  if (finished || signal?.aborted) return
  throw new ChatStreamError(CHAT_STREAM_ERRORS.BROKEN, 'chat stream: the answer ended without finishing', {
    messageId,
    lastSeq,
  })
}

/** The assistant's calls on a travel API client; tests hand in fakes. */
export function createAssistantApi(deps: AssistantDeps): AssistantApi {
  const { call } = deps
  return {
    send: (body, onEvent, signal) => answerStream(deps, 'sendChat', body, onEvent, signal),
    resume: (messageId, after, onEvent, signal) =>
      answerStream(deps, 'resumeChat', { messageId, after }, onEvent, signal, { messageId, lastSeq: after }),
    stop: (messageId) => call('stopChat', { messageId }),
    messages: (conversationId, beforeId) =>
      call('getMessages', beforeId ? { conversationId, beforeId } : { conversationId }),
    conversations: (page = 1) => call('getConversations', { page }),
    clear: (conversationId) => call('clearConversation', { conversationId }),
  }
}

/** The assistant's calls on this page's travel API client. */
export const assistantApi: AssistantApi = createAssistantApi({ call: api, stream: apiStream })
