// The --http mode of npm run bench:chat: one question over a real socket through the streaming route
// (POST /api/v1/ai_chat/send, types/api/chat-stream.ts), timed from the request to the first text-delta
// event and to the finish event. The app listens on a random port the first time.
import type { FastifyInstance } from 'fastify'
import type { ChatStreamPart } from '../../types/api/chat-stream'
import type { BenchQuestion, Timing } from './chat-questions'

let base: Promise<{ url: string; sid: string }> | undefined

async function start(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`
  const login = await fetch(`${url}/auth/app_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userToken: 'demo-app-token-1' }),
  })
  const json = (await login.json()) as { code: number; data: { sessionId: string } }
  if (json.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(json)}`)
  return { url, sid: json.data.sessionId }
}

interface Streamed {
  conversationId?: number
  firstMs: number
  pieces: number
  cards: number
}

/** Posts one question and reads its stream to the end; times are from `started`. */
async function send(url: string, sid: string, body: object, started: number): Promise<Streamed> {
  const res = await fetch(`${url}/ai_chat/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: sid },
    body: JSON.stringify(body),
  })
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`ai_chat/send did not stream (status ${res.status}, ${res.headers.get('content-type')})`)
  }
  const decoder = new TextDecoder()
  const out: Streamed = { firstMs: NaN, pieces: 0, cards: 0 }
  let buffer = ''
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = event
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n')
      if (!data) continue
      const part = JSON.parse(data) as ChatStreamPart
      if (part.type === 'start') out.conversationId = part.conversationId
      if (part.type === 'text-delta' && !out.pieces++) out.firstMs = performance.now() - started
      if (part.type === 'card') out.cards++
    }
  }
  return out
}

export async function askOverHttp(app: FastifyInstance, q: BenchQuestion): Promise<Timing> {
  base ??= start(app)
  const { url, sid } = await base
  // A follow-up is asked in a conversation that already holds its earlier question (not timed).
  const earlier = q.history?.find((t) => t.role === 'user')
  const conversationId = earlier
    ? (await send(url, sid, { content: earlier.content, lang: q.lang }, performance.now())).conversationId
    : undefined
  const started = performance.now()
  const r = await send(url, sid, { content: q.question, lang: q.lang, conversationId }, started)
  return {
    question: q.question,
    firstMs: r.firstMs,
    lastMs: performance.now() - started,
    pieces: r.pieces,
    cards: r.cards,
  }
}
