// Runs the retention purges of repositories/retention.ts when the server starts and then every hour; the
// timer is unref'd (it never keeps the process alive) and stopped when the server closes.
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { purgeOrphanUploads, purgeTelemetry } from '../repositories/retention'

export const RETENTION_INTERVAL_MS = 3600 * 1000

export default shared(async function retention(app: FastifyInstance) {
  const { telemetry, uploads } = app.config
  async function purge() {
    try {
      const events = await purgeTelemetry(app.db, telemetry.retentionDays)
      const orphans = await purgeOrphanUploads(app.db, uploads.orphanHours)
      if (events || orphans) app.log.info({ events, orphans }, 'retention purge')
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
