import type { ChatStreamEvent } from '@types-shared/api/chat-stream'
import { ClientError, ServerError } from '@/services/http/errors'
import { createSseParser } from '@/services/http/sse-parser'
import type { api } from '@/services/site-client'
import type { apiStream } from '@/services/site-client/api-stream'
import { createAssistantApi } from '../assistant-api'
import { CHAT_STREAM_ERRORS, ChatStreamError, isStreamBroken } from '../stream-errors'

// Issue 17: send and resume as the page sees them, over a fake streamed call that plays the server's
// bytes (types/api/chat-stream.ts wire format) through the real parser.
const frame = (messageId: number, seq: number, part: unknown) =>
  `id: ${messageId}:${seq}\ndata: ${JSON.stringify(part)}\n\n`
const START = frame(42, 1, {
  type: 'start',
  conversationId: 7,
  questionId: 41,
  messageId: 42,
  provider: 'embedded',
})
const DELTA = (seq: number, delta: string) => frame(42, seq, { type: 'text-delta', delta })
const FINISH = (seq: number) => frame(42, seq, { type: 'finish', messageId: 42, status: 'done' })

type Script = { chunks: string[]; then?: 'close' | { fail: unknown } | 'hang' }

function fakeStream(script: Script) {
  const calls: Array<{ name: string; payload: unknown; signal?: AbortSignal }> = []
  const stream = (async (name, payload, onEvent, options) => {
    calls.push({ name, payload, signal: options?.signal })
    const parser = createSseParser({ onEvent })
    for (const text of script.chunks) {
      await Promise.resolve()
      if (options?.signal?.aborted) throw new ClientError('ECONNABORTED', 'Request aborted')
      parser.push(new TextEncoder().encode(text))
    }
    const then = script.then ?? 'close'
    if (then === 'hang') {
      await new Promise((_, reject) =>
        options?.signal?.addEventListener('abort', () => reject(new ClientError('ECONNABORTED'))),
      )
    } else if (then !== 'close') throw then.fail
    return { bytes: 0, incomplete: parser.end().incomplete }
  }) as typeof apiStream
  const call = jest.fn() as unknown as typeof api
  return { assistant: createAssistantApi({ call, stream }), calls }
}

const collect = () => {
  const events: ChatStreamEvent[] = []
  return { events, onEvent: (e: ChatStreamEvent) => void events.push(e) }
}

describe('the assistant api: send and resume', () => {
  it('hands on every part in order, typed, and resolves after finish', async () => {
    const { assistant, calls } = fakeStream({
      chunks: [START + DELTA(2, '成都'), DELTA(3, '🐼') + FINISH(4)],
    })
    const { events, onEvent } = collect()
    await expect(assistant.send({ content: '成都三天怎么玩' }, onEvent)).resolves.toBeUndefined()
    expect(calls[0]).toMatchObject({ name: 'sendChat', payload: { content: '成都三天怎么玩' } })
    expect(events.map((e) => [e.messageId, e.seq, e.part.type])).toEqual([
      [42, 1, 'start'],
      [42, 2, 'text-delta'],
      [42, 3, 'text-delta'],
      [42, 4, 'finish'],
    ])
    expect(events[2].part).toEqual({ type: 'text-delta', delta: '🐼' })
  })

  it('resumes with the message id and the last seq applied', async () => {
    const { assistant, calls } = fakeStream({ chunks: [DELTA(5, 'x') + FINISH(6)] })
    const { events, onEvent } = collect()
    await assistant.resume(42, 4, onEvent)
    expect(calls[0]).toMatchObject({ name: 'resumeChat', payload: { messageId: 42, after: 4 } })
    expect(events.map((e) => e.seq)).toEqual([5, 6])
  })

  it('rejects with a resumable CHAT_STREAM_BROKEN when the stream closes without finish', async () => {
    const { assistant } = fakeStream({ chunks: [START + DELTA(2, '成')] })
    const error = await assistant.send({ content: 'q' }, () => 0).catch((e: unknown) => e)
    expect(isStreamBroken(error)).toBe(true)
    expect(error).toMatchObject({ messageId: 42, lastSeq: 2 })
  })

  it('rejects with CHAT_STREAM_BROKEN, keeping the cause, when the connection fails mid-answer', async () => {
    const cut = new ClientError('ENetworkError', 'Network Error')
    const { assistant } = fakeStream({ chunks: [START, DELTA(2, 'a')], then: { fail: cut } })
    const error = (await assistant
      .send({ content: 'q' }, () => 0)
      .catch((e: unknown) => e)) as ChatStreamError
    expect(error.code).toBe(CHAT_STREAM_ERRORS.BROKEN)
    expect(error.cause).toBe(cut)
    expect(error.lastSeq).toBe(2)
  })

  it('a resume that breaks before any new part still says where to go on from', async () => {
    const { assistant } = fakeStream({ chunks: [': keep-alive\n\n'] })
    await expect(assistant.resume(42, 9, () => 0)).rejects.toMatchObject({
      code: CHAT_STREAM_ERRORS.BROKEN,
      messageId: 42,
      lastSeq: 9,
    })
  })

  it.each([
    ['401', new ServerError(401, 40100, 'login required')],
    ['429 with Retry-After', new ServerError(429, 42900, 'too many', { retryAfter: 30 })],
    ['40914 ANSWER_IN_PROGRESS', new ServerError(409, 40914, 'an answer is being written')],
    ['a network failure', new ClientError('ENetworkError', 'Network Error')],
  ])('rejects with the request error itself when nothing arrived: %s', async (_name, failure) => {
    const { assistant } = fakeStream({ chunks: [], then: { fail: failure } })
    await expect(assistant.send({ content: 'q' }, () => 0)).rejects.toBe(failure)
  })

  it('an abort by the page resolves quietly, and aborts the transport', async () => {
    const { assistant, calls } = fakeStream({ chunks: [START], then: 'hang' })
    const controller = new AbortController()
    const { events, onEvent } = collect()
    const done = assistant.send({ content: 'q' }, onEvent, controller.signal)
    await new Promise((r) => setTimeout(r, 0))
    controller.abort()
    await expect(done).resolves.toBeUndefined()
    expect(events).toHaveLength(1)
    expect(calls[0].signal?.aborted).toBe(true)
  })

  it('does not even send with a signal already aborted', async () => {
    const { assistant, calls } = fakeStream({ chunks: [START] })
    const controller = new AbortController()
    controller.abort()
    await assistant.send({ content: 'q' }, () => 0, controller.signal)
    expect(calls).toHaveLength(0)
  })

  it('skips a part type it does not know (a newer server) and reads on', async () => {
    const unknown = frame(42, 2, { type: 'tool-progress', name: 'searchPlaces' })
    const { assistant } = fakeStream({ chunks: [START + unknown + DELTA(3, 'a') + FINISH(4)] })
    const { events, onEvent } = collect()
    await assistant.send({ content: 'q' }, onEvent)
    expect(events.map((e) => e.part.type)).toEqual(['start', 'text-delta', 'finish'])
  })

  it.each([
    ['bad JSON', 'id: 42:2\ndata: {"type":\n\n'],
    ['an id that is not messageId:seq', 'id: 42\ndata: {"type":"text-delta","delta":"a"}\n\n'],
    ['a known part of the wrong shape', frame(42, 2, { type: 'text-delta', delta: 5 })],
    ['a card without id', frame(42, 2, { type: 'card', card: { type: 'place', title: 'x' } })],
  ])('rejects with CHAT_STREAM_MALFORMED on %s, and stops the transport', async (_name, bad) => {
    const { assistant, calls } = fakeStream({ chunks: [START, bad, FINISH(3)] })
    const { events, onEvent } = collect()
    const error = await assistant.send({ content: 'q' }, onEvent).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChatStreamError)
    expect(error).toMatchObject({ code: CHAT_STREAM_ERRORS.MALFORMED })
    expect(events).toHaveLength(1)
    expect(calls[0].signal?.aborted).toBe(true)
  })

  it("lets the page's own listener error through as it is", async () => {
    const { assistant } = fakeStream({ chunks: [START + FINISH(2)] })
    const mine = new RangeError('page bug')
    await expect(
      assistant.send({ content: 'q' }, () => {
        throw mine
      }),
    ).rejects.toBe(mine)
  })
})
