// How many questions one user may ask (issue 17): a model costs money and the embedded assistant
// costs CPU, so each user has a per-minute and a per-day budget (ChatSettings, docs/assistant.md).
// Kept in memory: a restart forgets it, which errs on the reader's side; clearing a conversation
// does not give questions back, which a count of stored rows would.
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface QuestionBudget {
  /** Counts a question, or says in how many seconds the next one is allowed (nothing counted). */
  take(userId: number, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number }
}

export function createQuestionBudget(perMinute: number, perDay: number): QuestionBudget {
  const asked = new Map<number, number[]>()
  return {
    take(userId, now = Date.now()) {
      const times = (asked.get(userId) ?? []).filter((t) => t > now - DAY)
      const lastMinute = times.filter((t) => t > now - MINUTE)
      if (lastMinute.length >= perMinute) {
        asked.set(userId, times)
        return {
          ok: false,
          retryAfterSeconds: (lastMinute[lastMinute.length - perMinute] + MINUTE - now) / 1000,
        }
      }
      if (times.length >= perDay) {
        asked.set(userId, times)
        return { ok: false, retryAfterSeconds: (times[times.length - perDay] + DAY - now) / 1000 }
      }
      times.push(now)
      asked.set(userId, times)
      // Users who asked nothing for a day are forgotten, so the map does not grow forever.
      if (asked.size > 10_000) {
        for (const [id, list] of asked) if (!list.some((t) => t > now - DAY)) asked.delete(id)
      }
      return { ok: true }
    },
  }
}
