// Fixtures of the assistant's tests (issue 17): a provider scripted by the test, a reader of a real
// HTTP event stream that keeps the chunks as they arrived, and a fake OpenAI-compatible server.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { ChatProvider } from '../services/chat/provider'
import { eventParts } from './endpoint-fixtures'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface Scripted extends ChatProvider {
  /** Lets every held answer go on. */
  release(): void
  /** Resolves once an answer waits for release() (now, if one already does). */
  untilHeld(): Promise<void>
  /** How many answers were started. */
  readonly calls: number
}

/**
 * Writes `pieces` with `delayMs` between them. A question containing HOLD waits for release() first;
 * one containing CRASH throws a plain Error after its first piece.
 */
export function scriptedProvider(pieces: string[], delayMs = 0): Scripted {
  let open: () => void = () => {}
  let gate = new Promise<void>((r) => (open = r))
  let calls = 0
  let holding = 0
  let onHeld: Array<() => void> = []
  return {
    name: 'scripted',
    get calls() {
      return calls
    },
    release() {
      open()
      gate = new Promise<void>((r) => (open = r))
    },
    untilHeld() {
      return holding > 0 ? Promise.resolve() : new Promise<void>((r) => onHeld.push(r))
    },
    async answer(_repos, q, sink, signal) {
      calls++
      if (q.question.includes('HOLD')) {
        holding++
        for (const resolve of onHeld.splice(0)) resolve()
        await Promise.race([gate, new Promise((r) => signal.addEventListener('abort', r, { once: true }))])
        holding--
      }
      for (const piece of pieces) {
        if (signal.aborted) return
        sink.text(piece)
        if (q.question.includes('CRASH')) throw new Error('scripted crash with sk-secret-inside')
        if (delayMs) await sleep(delayMs)
      }
    },
  }
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

export interface Read {
  status: number
  headers: Headers
  events: Array<{ id: string; part: Record<string, any> }>
  chunks: number
  raw: string
}

/**
 * Reads an event stream as it arrives. `stopAfter` aborts the request once that many events came (a
 * reader that goes away mid-answer).
 */
export async function readStream(
  url: string,
  init: RequestInit & { stopAfter?: number } = {},
): Promise<Read> {
  const controller = new AbortController()
  const res = await fetch(url, { ...init, signal: controller.signal })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let raw = ''
  let chunks = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
    if (done) break
    chunks++
    raw += decoder.decode(value, { stream: true })
    if (init.stopAfter && eventParts(raw).length >= init.stopAfter) {
      controller.abort()
      break
    }
  }
  const events = eventParts(raw)
  return {
    status: res.status,
    headers: res.headers,
    events,
    chunks,
    raw: raw.slice(0, raw.lastIndexOf('\n\n') + 2),
  }
}

export const textOf = (events: Read['events']) =>
  events
    .filter((e) => e.part.type === 'text-delta')
    .map((e) => e.part.delta as string)
    .join('')

export const seqOf = (e: { id: string }) => Number(e.id.split(':')[1])

// ---- A fake OpenAI-compatible endpoint -------------------------------------------------------

export type FakeHandler = (
  body: Record<string, any>,
  res: http.ServerResponse,
  req: http.IncomingMessage,
) => void

export interface FakeOpenAi {
  baseUrl: string
  /** The JSON bodies of every /v1/chat/completions request, in order. */
  requests: Array<Record<string, any>>
  authorizations: string[]
  /** Handlers for the next requests, one each, in order. */
  script(...handlers: FakeHandler[]): void
  close(): Promise<void>
}

export async function fakeOpenAi(): Promise<FakeOpenAi> {
  const requests: Array<Record<string, any>> = []
  const authorizations: string[] = []
  let queue: FakeHandler[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const json = JSON.parse(body)
      requests.push(json)
      authorizations.push(String(req.headers.authorization ?? ''))
      const next = queue.shift()
      if (!next) res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"unscripted"}')
      else next(json, res, req)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    script: (...handlers) => (queue = handlers),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** One chunk as OpenAI streams it. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'fake-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
})

/** Streams the chunks as server-sent events, `delayMs` apart, then [DONE]. */
export function streamChunks(chunks: object[], delayMs = 5): FakeHandler {
  return (_body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    void (async () => {
      for (const c of chunks) {
        res.write(`data: ${JSON.stringify(c)}\n\n`)
        await sleep(delayMs)
      }
      res.end('data: [DONE]\n\n')
    })()
  }
}
