// Runs the retention purges of repositories/retention.ts (and sweeps the rate counters) when the server starts and then every hour; the
// timer is unref'd (it never keeps the process alive) and stopped when the server closes.
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { purgeAnswerParts, purgeOrphanUploads, purgeTelemetry } from '../repositories/retention'

export const RETENTION_INTERVAL_MS = 3600 * 1000

export default shared(async function retention(app: FastifyInstance) {
  const { telemetry, uploads } = app.config
  async function purge() {
    try {
      const events = await purgeTelemetry(app.db, telemetry.retentionDays)
      const orphans = await purgeOrphanUploads(app.db, uploads.orphanHours)
      // Shared state (issue 18): rate counters of windows that are over, parts of answers long written.
      const counters = await app.repos.rateCounters.sweep()
      const parts = await purgeAnswerParts(app.db)
      if (events || orphans || counters || parts) {
        app.log.info({ events, orphans, counters, parts }, 'retention purge')
      }
    } catch (err) {
      app.log.error({ err }, 'retention purge failed')
    }
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await purge()
    timer = setInterval(() => void purge(), RETENTION_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}, 'retention')
