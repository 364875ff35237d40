// Answers being written (issue 17, docs/assistant.md "Server"). A run belongs to the server, not to
// the request that asked: the reader may drop the connection (tab hidden, reload) and the answer goes
// on, so ai_chat/resume can replay the parts it missed and follow the rest. Only stop, the total
// timeout or shutdown end a run early. Every part gets a seq (start = 1); the run keeps its parts
// while it is written and KEEP_FINISHED_MS after, then resume falls back to the stored row.
// Several instances (issue 18): the run also stores its parts (answer_parts, with the row's progress)
// so a resume on another instance follows them from the database (followed-answer.ts), and beats every
// beatEveryMs, which says it is alive and reads the stop flag a stop on another instance sets.
import type { FastifyBaseLogger } from 'fastify'
import type {
  AnswerStatus,
  ChatCardView,
  ChatFailure,
  ChatLang,
  ChatStreamPart,
} from '../../../types/api/chat-stream'
import type { Repositories } from '../../repositories'
import { ChatProviderError, type ChatProvider, type ChatTurn } from './provider'
import { failurePart } from './failure-text'

export const RUN_LIMITS = {
  /** Parts one answer may have; a provider that writes more is cut (the answer so far is kept). */
  partsPerRun: 2000,
  /** Characters one answer may have, cut the same way. */
  answerChars: 20_000,
  cardsPerAnswer: 6,
  /** Runs held in memory, finished ones included; beyond it new questions wait (429). */
  runs: 500,
  keepFinishedMs: 120_000,
  /** The partial answer is written to its row at most this often, so a reload shows progress. */
  persistEveryMs: 500,
  /** How often the writer says it is alive and checks for a stop asked on another instance. */
  beatEveryMs: 500,
  /** A streaming answer whose writer has been silent this long is abandoned (its instance died). */
  staleAfterMs: 10_000,
  /** How often a resume on another instance than the writer's reads the stored parts. */
  followEveryMs: 250,
  /** How long a stop asked on another instance waits for the writer to store the answer. */
  stopWaitMs: 5_000,
}
export type RunLimits = typeof RUN_LIMITS

export interface RunEvent {
  seq: number
  part: ChatStreamPart
}
export type RunListener = (event: RunEvent) => void

type EndReason = 'stop' | 'timeout' | 'limit' | 'shutdown'

export class AnswerRun {
  readonly events: RunEvent[] = []
  readonly controller = new AbortController()
  text = ''
  cards: ChatCardView[] = []
  status: AnswerStatus = 'streaming'
  finishedAt: number | null = null
  endReason: EndReason | null = null
  /** Resolves when the answer is stored and `finish` was sent. */
  settled: Promise<void> = Promise.resolve()
  private readonly listeners = new Set<RunListener>()

  constructor(
    readonly messageId: number,
    readonly userId: number,
    readonly conversationId: number,
  ) {}

  emit(part: ChatStreamPart): void {
    const event = { seq: this.events.length + 1, part }
    this.events.push(event)
    for (const listener of [...this.listeners]) listener(event)
    if (part.type === 'finish') this.listeners.clear()
  }

  /** Replays the parts after `after`, then follows the live ones until `finish`. Returns unfollow. */
  follow(after: number, listener: RunListener): () => void {
    for (const event of this.events.slice(Math.max(0, after))) listener(event)
    if (this.finishedAt === null) this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  end(reason: EndReason): void {
    if (this.endReason || this.finishedAt !== null) return
    this.endReason = reason
    this.controller.abort(reason)
  }
}

export interface RunStart {
  userId: number
  conversationId: number
  questionId: number
  messageId: number
  question: string
  history: ChatTurn[]
  lang: ChatLang
}

export interface AnswerRunsDeps {
  repos: Repositories
  provider: ChatProvider
  totalTimeoutMs: number
  log: FastifyBaseLogger
  limits?: Partial<RunLimits>
}

export function createAnswerRuns(deps: AnswerRunsDeps) {
  const limits = { ...RUN_LIMITS, ...deps.limits }
  const runs = new Map<number, AnswerRun>()
  // Conversations with an answer being written, reserved before the rows exist so two questions
  // sent at once cannot both start one.
  const busy = new Set<number>()

  function evictFinished(now: number, all = false): void {
    for (const [id, run] of runs) {
      if (run.finishedAt !== null && (all || now - run.finishedAt >= limits.keepFinishedMs)) runs.delete(id)
    }
  }

  async function write(run: AnswerRun, q: RunStart): Promise<void> {
    const { repos } = deps
    let open = true
    let lastPersist = 0
    let timer: NodeJS.Timeout | null = null
    let writes: Promise<void> = Promise.resolve()
    let partsStored = 0
    const persist = (final?: { status: AnswerStatus; failure: ChatFailure | null }) => {
      const snapshot = { content: run.text, cards: [...run.cards], ...final }
      const parts = run.events.slice(partsStored)
      partsStored = run.events.length
      writes = writes
        .then(async () => {
          await repos.chat.updateAnswer(run.messageId, snapshot)
          await repos.chat.appendParts(run.messageId, parts, new Date().toISOString())
        })
        .catch((err) => deps.log.error({ err, messageId: run.messageId }, 'chat answer not stored'))
      return writes
    }
    const beat = () =>
      repos.chat.beat(run.messageId, new Date().toISOString()).then(
        (stop) => stop && run.end('stop'),
        (err) => deps.log.error({ err, messageId: run.messageId }, 'chat answer heartbeat failed'),
      )
    void beat()
    void persist() // the start part, for a resume on another instance
    const beating = setInterval(() => void beat(), limits.beatEveryMs)
    const soon = () => {
      if (timer) return
      timer = setTimeout(
        () => {
          timer = null
          lastPersist = Date.now()
          void persist()
        },
        Math.max(0, lastPersist + limits.persistEveryMs - Date.now()),
      )
    }
    const room = () => run.events.length < limits.partsPerRun - 2 // error and finish always fit
    const sink = {
      text(delta: string) {
        if (!open || !delta) return
        if (!room() || run.text.length + delta.length > limits.answerChars) return run.end('limit')
        run.text += delta
        run.emit({ type: 'text-delta', delta })
        soon()
      },
      card(card: ChatCardView) {
        if (!open || run.cards.length >= limits.cardsPerAnswer) return
        if (run.cards.some((c) => c.type === card.type && c.id === card.id)) return
        if (!room()) return run.end('limit')
        run.cards.push(card)
        run.emit({ type: 'card', card })
        soon()
      },
    }
    const deadline = setTimeout(() => run.end('timeout'), deps.totalTimeoutMs)
    // A provider that ignores its signal does not hold the answer: the run ends when it is aborted.
    const aborted = new Promise<'aborted'>((resolve) =>
      run.controller.signal.addEventListener('abort', () => resolve('aborted'), { once: true }),
    )
    let failure: ChatFailure | null = null
    try {
      const question = { question: q.question, history: q.history, lang: q.lang, userId: q.userId }
      const answering = deps.provider.answer(repos, question, sink, run.controller.signal)
      answering.catch(() => undefined) // its failure after the abort is nobody's business
      await Promise.race([answering, aborted])
    } catch (err) {
      if (!run.endReason) {
        failure = err instanceof ChatProviderError ? err.reason : 'provider_failed'
        if (!(err instanceof ChatProviderError)) deps.log.error({ err }, 'chat provider crashed')
        else deps.log.warn({ reason: err.reason, msg: err.message }, 'chat provider failed')
      }
    }
    open = false
    clearInterval(beating)
    clearTimeout(deadline)
    if (timer) clearTimeout(timer)
    if (run.endReason === 'timeout') failure = 'provider_timeout'
    if (run.endReason === 'shutdown') failure = 'interrupted'
    const status: Exclude<AnswerStatus, 'streaming'> = failure
      ? 'failed'
      : run.endReason === 'stop'
        ? 'stopped'
        : 'done'
    if (failure) run.emit(failurePart(failure, q.lang))
    await persist({ status, failure })
    run.status = status
    run.finishedAt = Date.now()
    busy.delete(run.conversationId)
    run.emit({ type: 'finish', messageId: run.messageId, status })
    await repos.chat
      .appendParts(run.messageId, run.events.slice(partsStored), new Date().toISOString())
      .catch((err) => deps.log.error({ err, messageId: run.messageId }, 'chat answer end not stored'))
    // Past keepFinishedMs, resume replays the stored row on every instance (stored-answer.ts).
    setTimeout(() => {
      if (runs.get(run.messageId) === run) runs.delete(run.messageId)
      repos.chat.deleteParts(run.messageId).catch(() => undefined)
    }, limits.keepFinishedMs).unref()
  }

  return {
    limits,
    get: (messageId: number): AnswerRun | undefined => runs.get(messageId),

    /** Claims a conversation for one answer; false when one is being written there. */
    reserve(conversationId: number): boolean {
      if (busy.has(conversationId)) return false
      busy.add(conversationId)
      return true
    },
    release: (conversationId: number) => busy.delete(conversationId),

    /** Whether a new run fits in memory (finished runs are dropped first). */
    hasRoom(): boolean {
      if (runs.size < limits.runs) return true
      evictFinished(Date.now(), true)
      return runs.size < limits.runs
    },

    /** Starts writing an answer whose rows exist; the conversation must be reserved. */
    start(q: RunStart, providerName = deps.provider.name): AnswerRun {
      busy.add(q.conversationId)
      const run = new AnswerRun(q.messageId, q.userId, q.conversationId)
      runs.set(run.messageId, run)
      run.emit({
        type: 'start',
        conversationId: q.conversationId,
        questionId: q.questionId,
        messageId: q.messageId,
        provider: providerName,
      })
      run.settled = write(run, q).catch((err) => deps.log.error({ err }, 'chat run crashed'))
      return run
    },

    /** Ends the runs of a conversation (it is being cleared) and waits until they are stored. */
    async stopConversation(conversationId: number): Promise<void> {
      const live = [...runs.values()].filter((r) => r.conversationId === conversationId && !r.finishedAt)
      for (const run of live) run.end('stop')
      await Promise.all(live.map((r) => r.settled))
    },

    /** Shutdown: every answer still written is stored as interrupted. */
    async close(): Promise<void> {
      const live = [...runs.values()].filter((r) => r.finishedAt === null)
      for (const run of live) run.end('shutdown')
      await Promise.all(live.map((r) => r.settled))
    },
  }
}

export type AnswerRuns = ReturnType<typeof createAnswerRuns>
