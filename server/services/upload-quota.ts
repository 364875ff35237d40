// How many images a client without a session may upload per day (issue 11, defect 3:
// UPLOAD_ANONYMOUS_PER_DAY). Counted in the database (lib/client-budget.ts), so one quota across
// server instances and across both prefixes (/api/v1 and /fe_api) the upload routes are served under.
import type { AppConfig } from '../config'
import type { Repositories } from '../repositories'
import { createClientBudget, tooManyRequests } from '../lib/client-budget'

const DAY_MS = 24 * 3600 * 1000

/** Throws 429 when `client` (no session) has used up today's anonymous uploads. */
export async function spendAnonymousUpload(
  config: AppConfig,
  repos: Repositories,
  client: string,
): Promise<void> {
  const budget = createClientBudget(repos.rateCounters, 'uploads', DAY_MS, {
    uploads: config.uploads.anonymousPerDay,
  })
  if (!(await budget.take(client, { uploads: 1 })).ok) {
    throw tooManyRequests('too many uploads without signing in today; sign in to upload more')
  }
}
