// How many questions one user may ask (issue 17): a model costs money and the embedded assistant
// costs CPU, so each user has a per-minute and a per-day budget (ChatSettings, docs/assistant.md).
// Two of the server's fixed-window client budgets (lib/client-budget.ts), keyed by user, counted in
// the database so every instance spends from the same budget (issue 18); clearing a conversation does
// not give questions back, which a count of stored rows would.
import { createClientBudget, type CounterStore } from '../../lib/client-budget'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface QuestionBudget {
  /** Counts a question, or says in how many seconds the next one is allowed (nothing counted). */
  take(userId: number, now?: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>
}

export function createQuestionBudget(store: CounterStore, perMinute: number, perDay: number): QuestionBudget {
  const minute = createClientBudget(store, 'chat-minute', MINUTE, { questions: perMinute })
  const day = createClientBudget(store, 'chat-day', DAY, { questions: perDay })
  const one = { questions: 1 }
  return {
    async take(userId, now = Date.now()) {
      const user = String(userId)
      const a = await minute.take(user, one, now)
      if (!a.ok) return { ok: false, retryAfterSeconds: a.retryAfterSec }
      const b = await day.take(user, one, now)
      if (b.ok) return { ok: true }
      await minute.giveBack(user, one, now)
      return { ok: false, retryAfterSeconds: b.retryAfterSec }
    },
  }
}
