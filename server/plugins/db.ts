// App plugin: opens the database, applies migrations, seeds on first start, and closes it
// when the server closes (after in-flight requests finished).
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { migrate, openDb, sqliteDialect, type Db } from '../db/database'
import { seedIfEmpty } from '../seed'
import type { AppConfig } from '../config'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    db: Db
  }
}

export default shared<{ config: AppConfig }>(async function database(app: FastifyInstance, { config }) {
  const db = openDb(sqliteDialect(config.dbFile))
  const applied = await migrate(db)
  if (applied.length) app.log.info({ applied }, 'migrations applied')
  if (config.seed && (await seedIfEmpty(db))) app.log.info('demo data seeded')
  app.decorate('db', db)
  app.addHook('onClose', async () => {
    await db.destroy()
  })
}, 'db')
