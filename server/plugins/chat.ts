// App plugin: the assistant's answers being written (services/chat/answer-runs.ts), its provider and
// its per-user question budget, decorated once for the whole app so /api/v1 and /fe_api share them.
// At start, answers a stopped server left 'streaming' (their writer silent: other instances may be
// writing theirs) are marked failed (interrupted); at close,
// answers still written are stored as interrupted before the database closes.
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config'
import { shared } from '../lib/plugin'
import { createAnswerRuns, type AnswerRuns, type RunLimits } from '../services/chat/answer-runs'
import { createQuestionBudget, type QuestionBudget } from '../services/chat/question-budget'
import { selectProvider } from '../services/chat/select-provider'
import type { ChatProvider } from '../services/chat/provider'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    answers: AnswerRuns
    chatProvider: ChatProvider
    questionBudget: QuestionBudget
  }
}

export interface ChatPluginOptions {
  config: AppConfig
  provider?: ChatProvider
  limits?: Partial<RunLimits>
}

export default shared<ChatPluginOptions>(async function chat(app: FastifyInstance, opts) {
  const provider = selectProvider(opts.config, opts.provider)
  app.decorate('chatProvider', provider)
  app.decorate(
    'answers',
    createAnswerRuns({
      repos: app.repos,
      provider,
      totalTimeoutMs: opts.config.chat.totalTimeoutMs,
      log: app.log,
      limits: opts.limits,
    }),
  )
  app.decorate(
    'questionBudget',
    createQuestionBudget(app.repos.rateCounters, opts.config.chat.ratePerMinute, opts.config.chat.ratePerDay),
  )
  app.addHook('onReady', async () => {
    // Other instances may be writing answers: only those whose writer is silent are abandoned.
    const staleBefore = new Date(Date.now() - app.answers.limits.staleAfterMs).toISOString()
    const n = await app.repos.chat.failAbandoned(staleBefore)
    if (n) app.log.warn({ answers: n }, 'answers left unfinished by the last run marked interrupted')
  })
  app.addHook('preClose', async () => {
    await app.answers.close()
  })
}, 'chat')
