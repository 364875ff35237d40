// App plugin: opens the database, applies migrations, seeds on first start, and closes it
// when the server closes (after in-flight requests finished).
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { dialectFor, migrate, openDb, syncIdSequences, type Db } from '../db/database'
import { demoAccountsIn, seedIfEmpty } from '../seed'
import { ConfigError, type AppConfig } from '../config'
import { isSearchIndexStale, rebuildSearchIndex } from '../repositories/search/index-builder'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    db: Db
  }
}

export default shared<{ config: AppConfig }>(async function database(app: FastifyInstance, { config }) {
  const db = openDb(dialectFor(config))
  const applied = await migrate(db)
  if (applied.length) app.log.info({ applied }, 'migrations applied')
  const production = config.env === 'production'
  if (config.seed && (await seedIfEmpty(db, { demo: !production }))) {
    await syncIdSequences(db)
    app.log.info('seed data written')
  }
  if (production) {
    // Their app tokens are in the source (server/seed/users.ts): anyone could sign in as them.
    const demo = await demoAccountsIn(db)
    if (demo.length) {
      await db.destroy()
      throw new ConfigError(
        config.databaseUrl ? 'DATABASE_URL' : 'DB_FILE',
        `the database holds the demo accounts ${demo.join(', ')} (seeded in development); production needs a database without them`,
      )
    }
  }
  // The assistant's catalogue index (issue 17): built now, when a seed or an edit left it stale, so the
  // first question does not pay for it; a restart over an unchanged database does no work.
  if (await isSearchIndexStale(db)) await rebuildSearchIndex(db)
  app.decorate('db', db)
  app.addHook('onClose', async () => {
    await db.destroy()
  })
}, 'db')
