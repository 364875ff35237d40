// A fresh database per suite, migrated and filled with the demo data (seed/), and the repositories
// over it: repository tests call their methods directly, with no app and no HTTP. On SQLite an
// in-memory database that ends with the test file's process; on PostgreSQL (TEST_DATABASE_URL) a copy
// of the seeded template (server/__tests__/pg-databases.ts), dropped when the process exits.
import { migrate, openDb, postgresDialect, sqliteDialect, type Db } from '../../db/database'
import { seedIfEmpty } from '../../seed'
import { createRepositories, type Repositories } from '..'
import { freshDatabase, TEST_PG_URL } from '../../__tests__/pg-databases'

export async function seededRepos(): Promise<{ db: Db; repos: Repositories }> {
  if (TEST_PG_URL) {
    const db = openDb(postgresDialect(freshDatabase(TEST_PG_URL), { allowExitOnIdle: true }))
    return { db, repos: createRepositories(db) }
  }
  const db = openDb(sqliteDialect(':memory:'))
  await migrate(db)
  await seedIfEmpty(db)
  return { db, repos: createRepositories(db) }
}

let phones = 0
/** A new user of its own, so a test's rows are not mixed with the demo users'. */
export async function newUser(repos: Repositories): Promise<number> {
  phones += 1
  const phone = `137${String(phones).padStart(8, '0')}`
  return (await repos.users.createByPhone(phone, `tester ${phones}`)).id
}
