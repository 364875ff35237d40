// How many questions one user may ask (issue 17): a model costs money and the embedded assistant
// costs CPU, so each user has a per-minute and a per-day budget (ChatSettings, docs/assistant.md).
// Two of the server's fixed-window client budgets (lib/client-budget.ts), keyed by user: in memory, so
// a restart forgets them, which errs on the reader's side; clearing a conversation does not give
// questions back, which a count of stored rows would.
import { createClientBudget } from '../../lib/client-budget'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface QuestionBudget {
  /** Counts a question, or says in how many seconds the next one is allowed (nothing counted). */
  take(userId: number, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number }
}

export function createQuestionBudget(perMinute: number, perDay: number): QuestionBudget {
  const windows = [
    createClientBudget(MINUTE, { questions: perMinute }),
    createClientBudget(DAY, { questions: perDay }),
  ]
  const one = { questions: 1 }
  return {
    take(userId, now = Date.now()) {
      const user = String(userId)
      const full = windows.find((w) => !w.fits(user, one, now))
      if (full) return { ok: false, retryAfterSeconds: full.retryAfterSec(user, now) }
      for (const w of windows) w.take(user, one, now)
      return { ok: true }
    },
  }
}
