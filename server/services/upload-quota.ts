// How many images a client without a session may upload per day (issue 11, defect 3:
// UPLOAD_ANONYMOUS_PER_DAY). One budget per server, though the upload routes are registered under
// both /api/v1 and /fe_api, so the second prefix is no second quota.
import type { AppConfig } from '../config'
import { createClientBudget, tooManyRequests, type ClientBudget } from '../lib/client-budget'

const DAY_MS = 24 * 3600 * 1000
const budgets = new WeakMap<AppConfig, ClientBudget<'uploads'>>()

/** Throws 429 when `client` (no session) has used up today's anonymous uploads. */
export function spendAnonymousUpload(config: AppConfig, client: string): void {
  let budget = budgets.get(config)
  if (!budget) {
    budget = createClientBudget(DAY_MS, { uploads: config.uploads.anonymousPerDay })
    budgets.set(config, budget)
  }
  if (!budget.take(client, { uploads: 1 })) {
    throw tooManyRequests('too many uploads without signing in today; sign in to upload more')
  }
}
