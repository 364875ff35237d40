import { createStore } from 'zustand/vanilla'
import type { ChatLang, ChatStreamEvent } from '@types-shared/api/chat-stream'
import type { Conversation } from '@types-shared/api/chat'
import { API_CODES } from '@types-shared/api/codes'
import { createAbortHandle, type AbortHandle } from '@/utils/abort'
import type { AssistantApi, ChatEventListener } from '../api/types'
import { RESUME_BACKOFF_MS } from './constants'
import { applyEvent, fromStored, type ChatMessage, type FailureKind, type LiveAnswer } from './messages'

type Load = 'idle' | 'loading' | 'ready' | 'error'

export interface ChatState {
  conversationId: number | null
  /** The open conversation's messages: loading, shown, or failed to load. */
  thread: Load
  messages: ChatMessage[]
  /** The answer being written, or null when nothing streams. */
  live: LiveAnswer | null
  history: { status: Load; list: Conversation[] }
}

export interface ChatOptions {
  /** The language the answer is asked in: the UI's, read at each question. */
  lang: () => ChatLang
  /** Keeps the open conversation for a reload (storage); null for a new one. */
  remember?: (conversationId: number | null) => void
  wait?: (ms: number) => Promise<void>
}

type Outcome = 'finished' | 'aborted' | 'broken' | { error: unknown }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status

/** Why a question was refused before its answer started, in the words the bubble shows. */
function refusal(error: unknown): FailureKind {
  const code = Number(codeOf(error))
  if (code === API_CODES.TOO_MANY_REQUESTS || statusOf(error) === 429) return 'rate'
  if (code === API_CODES.ANSWER_IN_PROGRESS) return 'busy'
  if (code === API_CODES.ASSISTANT_TIMEOUT) return 'timeout'
  if (code === API_CODES.ASSISTANT_FAILED) return 'provider'
  return 'network'
}
/** A 4xx means the server will not resume this answer (gone, not ours): no point asking again. */
const isFinal = (error: unknown) => {
  const status = Number(statusOf(error))
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

let localKeys = 0
const localKey = (prefix: string) => `${prefix}${++localKeys}`

/**
 * The conversation of the assistant page (issue 17): the messages, the answer being streamed and its
 * recovery. One stream at a time: every flow takes a new generation, and a flow whose generation is
 * no longer current stops touching the state, so an aborted or superseded stream can never write.
 */
export function createChatStore(api: AssistantApi, options: ChatOptions) {
  const store = createStore<ChatState>()(() => ({
    conversationId: null,
    thread: 'idle',
    messages: [],
    live: null,
    history: { status: 'idle', list: [] },
  }))
  const { getState, setState } = store
  const wait = options.wait ?? sleep
  let generation = 0
  let controller: AbortHandle | null = null

  const patch = (key: string, change: (m: ChatMessage) => ChatMessage) =>
    setState((s) => ({ messages: s.messages.map((m) => (m.key === key ? change(m) : m)) }))

  /** Ends whatever streams now (quietly: its flow sees a new generation and stops). */
  function interrupt() {
    generation++
    controller?.abort()
    controller = null
  }

  function setConversation(id: number | null) {
    if (getState().conversationId === id) return
    setState({ conversationId: id })
    options.remember?.(id)
  }

  const onEvent =
    (gen: number, seen: { finished: boolean }): ChatEventListener =>
    (event: ChatStreamEvent) => {
      const { live, messages } = getState()
      if (gen !== generation || !live) return
      const message = messages.find((m) => m.key === live.key)
      const applied = message && applyEvent(message, live, event)
      if (!applied) return
      if (event.part.type === 'start') setConversation(event.part.conversationId)
      const done = event.part.type === 'finish'
      if (done) seen.finished = true
      setState((s) => ({
        live: done ? null : applied.live,
        messages: s.messages.map((m) => (m.key === live.key ? applied.message : m)),
      }))
    }

  async function run(
    gen: number,
    call: (listener: ChatEventListener, signal?: AbortSignal) => Promise<void>,
  ) {
    // The generation silences the flow; the abort also ends the transport (utils/abort.ts works where a
    // mini-program engine has no AbortController).
    const abort = createAbortHandle()
    controller = abort
    const seen = { finished: false }
    let outcome: Outcome
    try {
      await call(onEvent(gen, seen), abort.signal)
      outcome = seen.finished ? 'finished' : 'broken'
    } catch (error) {
      outcome = seen.finished ? 'finished' : { error }
    }
    if (gen !== generation) return 'aborted'
    return outcome
  }

  function fail(key: string, failure: FailureKind) {
    setState({ live: null })
    patch(key, (m) => ({ ...m, status: 'failed', failure }))
  }

  /** Picks a broken answer up where it stopped: a few attempts with growing waits, then an error. */
  async function resume(gen: number) {
    for (const delay of RESUME_BACKOFF_MS) {
      await wait(delay)
      const live = getState().live
      if (gen !== generation || !live || live.messageId === null) return
      const outcome = await run(gen, (listener, signal) =>
        api.resume(live.messageId as number, live.lastSeq, listener, signal),
      )
      if (outcome === 'finished' || outcome === 'aborted') return
      if (typeof outcome === 'object' && isFinal(outcome.error)) break
    }
    const live = getState().live
    if (gen === generation && live) fail(live.key, 'interrupted')
  }

  async function ask(content: string) {
    const question = content.trim()
    if (!question || getState().live) return
    interrupt()
    const gen = generation
    const answerKey = localKey('a')
    const conversationId = getState().conversationId
    setState((s) => ({
      live: { key: answerKey, messageId: null, lastSeq: 0, replace: false },
      messages: [
        ...s.messages,
        { key: localKey('q'), id: null, role: 'user', content: question, cards: [], status: 'done' },
        { key: answerKey, id: null, role: 'assistant', content: '', cards: [], status: 'streaming' },
      ],
    }))
    const body = { content: question, lang: options.lang(), ...(conversationId ? { conversationId } : {}) }
    const outcome = await run(gen, (listener, signal) => api.send(body, listener, signal))
    if (outcome === 'finished' || outcome === 'aborted') return
    // Started: the server keeps writing it, so pick it up. Refused before it started: say why.
    if (getState().live?.messageId != null) return resume(gen)
    fail(answerKey, typeof outcome === 'object' ? refusal(outcome.error) : 'network')
  }

  return {
    store,
    ask,

    /** Opens a conversation (null: the latest one, or none) and picks up an answer still being written. */
    async open(id: number | null) {
      interrupt()
      const gen = generation
      setState({ thread: 'loading', live: null })
      try {
        let target = id
        if (target === null) {
          const page = await api.conversations(1)
          setState({ history: { status: 'ready', list: page.list } })
          target = page.list[0]?.id ?? null
        }
        const messages = target === null ? [] : (await api.messages(target)).map(fromStored)
        if (gen !== generation) return
        setConversation(target)
        const last = messages[messages.length - 1]
        const streaming = last?.role === 'assistant' && last.status === 'streaming'
        setState({
          thread: 'ready',
          messages,
          live: streaming ? { key: last.key, messageId: last.id, lastSeq: 0, replace: true } : null,
        })
        if (streaming) await resume(gen)
      } catch {
        if (gen === generation) setState({ thread: 'error' })
      }
    },

    /** Back from the background (or a hidden tab): the stream may be dead, so resume from the last part. */
    resumeNow() {
      const live = getState().live
      if (!live || live.messageId === null) return
      interrupt()
      void resume(generation)
    },

    /** Ends the answer here: the local stream, and the server's writing (kept as far as it got). */
    async stop() {
      const live = getState().live
      if (!live) return
      interrupt()
      setState({ live: null })
      patch(live.key, (m) => ({ ...m, status: 'stopped' }))
      if (live.messageId === null) return
      const stored = await api.stop(live.messageId).catch(() => null)
      if (stored)
        patch(live.key, (m) => ({ ...m, content: stored.content, cards: stored.cards, status: 'stopped' }))
    },

    /** Asks a failed answer's question again (the failed pair leaves the view; the server keeps it). */
    async retry(answerKey: string) {
      const { messages } = getState()
      const at = messages.findIndex((m) => m.key === answerKey)
      const question = messages[at - 1]
      if (at < 1 || question.role !== 'user') return
      setState({ messages: messages.filter((_, i) => i !== at && i !== at - 1) })
      await ask(question.content)
    },

    async clear() {
      const id = getState().conversationId
      interrupt()
      if (id !== null) await api.clear(id)
      setState({ messages: [], live: null })
    },

    startNew() {
      interrupt()
      setConversation(null)
      setState({ messages: [], live: null, thread: 'ready' })
    },

    async loadHistory() {
      setState((s) => ({ history: { ...s.history, status: 'loading' } }))
      try {
        const page = await api.conversations(1)
        setState({ history: { status: 'ready', list: page.list } })
      } catch {
        setState((s) => ({ history: { ...s.history, status: 'error' } }))
      }
    },

    /** The page is leaving: nothing may write to it any more. */
    dispose: interrupt,
  }
}

export type ChatController = ReturnType<typeof createChatStore>
