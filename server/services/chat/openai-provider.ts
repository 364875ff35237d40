// Any OpenAI-compatible chat endpoint as the assistant (issue 17), through the `openai` client with
// streaming and tools. The model sees the conversation and two tools over our catalogue
// (openai-tools.ts); the places and journeys the tools returned become the answer's cards, so a
// card is always a real row. Tool-call arguments arrive in fragments across chunks: they are joined
// by index and parsed only when the model says the calls are complete.
// Failures become ChatProviderError with a sentence safe to show: never the key, never the body.
import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { ChatLang } from '../../../types/api/chat-stream'
import type { CatalogHit } from '../../repositories/search'
import { ChatProviderError, type AnswerSink, type ChatProvider } from './provider'
import { CHAT_TOOLS, runTool } from './openai-tools'
import { hitCard } from './catalog-cards'

/** Rounds of tool calls before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 3
const MAX_CARDS = 6

export interface OpenAiProviderOptions {
  baseUrl: string
  apiKey: string
  model: string
  /** First token and every later chunk must come within this (ms). */
  timeoutMs: number
  /** The whole answer, tool rounds included (ms). */
  totalTimeoutMs: number
}

function systemPrompt(lang: ChatLang): string {
  const language = lang === 'en' ? 'English' : 'Simplified Chinese (简体中文)'
  return [
    'You are the travel assistant of our travel app: you help travellers plan trips, choose places to',
    'see, eat and stay, and get from one place to another.',
    `Answer in ${language}, the traveller's language, in short paragraphs or lists; plain text with at`,
    'most simple markdown (bold, lists), no HTML.',
    'Before you recommend or mention any place or journey, look it up with search_places or',
    'search_journeys and prefer what they return: the app shows those results as cards.',
    'Never invent opening hours or prices you were not given.',
  ].join(' ')
}

interface PendingCall {
  id: string
  name: string
  args: string
}

/** Why our own timers aborted a request. */
type Deadline = 'idle' | 'total'

export function createOpenAiProvider(o: OpenAiProviderOptions): ChatProvider {
  const client = new OpenAI({
    baseURL: o.baseUrl,
    // Local OpenAI-compatible servers take no key; the client wants one.
    apiKey: o.apiKey || 'none',
    timeout: o.timeoutMs,
    maxRetries: 0,
    // The client's own console logging stays off: our log says what failed, without request details.
    logLevel: 'off',
  })

  return {
    name: o.model,
    async answer(repos, q, sink, signal) {
      const started = Date.now()
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(q.lang) },
        ...q.history.map((t) => ({ role: t.role, content: t.content })),
        { role: 'user', content: q.question },
      ]
      const hits: CatalogHit[] = []
      let answer = ''
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
        if (signal.aborted) return
        const withTools = round < MAX_TOOL_ROUNDS
        const out = await completion(
          messages,
          withTools,
          sink,
          signal,
          o.totalTimeoutMs - (Date.now() - started),
        )
        if (!out) return // stopped by the reader
        answer += out.text
        if (!out.calls.length) break
        messages.push({
          role: 'assistant',
          content: out.text || null,
          tool_calls: out.calls.map((c) => ({
            id: c.id,
            type: 'function' as const,
            function: { name: c.name, arguments: c.args },
          })),
        })
        for (const call of out.calls) {
          const result = await runTool(repos, call.name, call.args, q.lang)
          hits.push(...result.hits)
          messages.push({ role: 'tool', tool_call_id: call.id, content: result.content })
        }
      }
      for (const hit of chosenCards(hits, answer)) sink.card(hitCard(hit, q.lang))
    },
  }

  /** One streamed completion: text goes to the sink as it comes; tool calls are returned complete. */
  async function completion(
    messages: ChatCompletionMessageParam[],
    withTools: boolean,
    sink: AnswerSink,
    signal: AbortSignal,
    totalLeftMs: number,
  ): Promise<{ text: string; calls: PendingCall[] } | null> {
    const own = new AbortController()
    let deadline: Deadline | null = null
    const expire = (why: Deadline) => {
      deadline ??= why
      own.abort()
    }
    const onAbort = () => own.abort()
    signal.addEventListener('abort', onAbort, { once: true })
    let idle = setTimeout(() => expire('idle'), o.timeoutMs)
    const total = setTimeout(() => expire('total'), Math.max(0, totalLeftMs))
    const calls = new Map<number, PendingCall>()
    let text = ''
    try {
      const stream = await client.chat.completions.create(
        {
          model: o.model,
          messages,
          stream: true,
          ...(withTools ? { tools: CHAT_TOOLS } : {}),
        },
        { signal: own.signal },
      )
      for await (const chunk of stream) {
        clearTimeout(idle)
        idle = setTimeout(() => expire('idle'), o.timeoutMs)
        const choice = chunk.choices?.[0]
        if (!choice) continue
        const delta = choice.delta
        if (delta?.content) {
          text += delta.content
          sink.text(delta.content)
        }
        for (const part of delta?.tool_calls ?? []) {
          // id and name come with a call's first fragment; later ones carry only more arguments.
          const call = calls.get(part.index) ?? { id: '', name: '', args: '' }
          if (part.id) call.id = part.id
          if (part.function?.name) call.name += part.function.name
          if (part.function?.arguments) call.args += part.function.arguments
          calls.set(part.index, call)
        }
      }
    } catch (err) {
      if (signal.aborted && !deadline) return null
      throw failure(err, deadline)
    } finally {
      clearTimeout(idle)
      clearTimeout(total)
      signal.removeEventListener('abort', onAbort)
    }
    // The client's stream ends quietly when aborted, so our own deadlines are checked here too.
    if (deadline) throw failure(new Error(`${deadline} timeout`), deadline)
    if (signal.aborted) return null
    const complete = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, c]) => ({ ...c, id: c.id || `call_${index}` }))
      .filter((c) => c.name)
    return { text, calls: complete }
  }
}

/** Hits the answer names first, then the rest in the tools' order; no duplicates, at most MAX_CARDS. */
function chosenCards(hits: CatalogHit[], answer: string): CatalogHit[] {
  const unique = hits.filter((h, i) => hits.findIndex((x) => x.kind === h.kind && x.id === h.id) === i)
  const lower = answer.toLowerCase()
  const named = (h: CatalogHit) =>
    (h.title && answer.includes(h.title)) || (h.titleEn && lower.includes(h.titleEn.toLowerCase()))
  return [...unique.filter(named), ...unique.filter((h) => !named(h))].slice(0, MAX_CARDS)
}

function failure(err: unknown, deadline: Deadline | null): ChatProviderError {
  if (deadline || err instanceof OpenAI.APIConnectionTimeoutError) {
    return new ChatProviderError('provider_timeout', 'the model did not answer in time', { cause: err })
  }
  const status = err instanceof OpenAI.APIError && err.status ? ` (HTTP ${err.status})` : ''
  // The cause stays for the server's log; the message is what a reader may see.
  return new ChatProviderError('provider_failed', `the model endpoint failed${status}`, {
    cause: err instanceof Error ? err.name : 'unknown',
  })
}
