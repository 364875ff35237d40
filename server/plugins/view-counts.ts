// App plugin: the shared journeys' view counter (services/view-counts.ts), decorated as app.viewCounts;
// its last counts are written when the server closes, before the database is.
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { createViewCounts, type ViewCounts } from '../services/view-counts'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    viewCounts: ViewCounts
  }
}

export default shared(async function viewCounts(app: FastifyInstance) {
  const counts = createViewCounts((batch) => app.repos.journeys.addViews(batch), {
    onError: (err) => app.log.error({ err }, 'writing journey views failed; kept for the next interval'),
  })
  app.decorate('viewCounts', counts)
  // Registered after the database plugin, so this onClose runs before the database's (reverse order).
  app.addHook('onClose', () => counts.close())
}, 'view-counts')
