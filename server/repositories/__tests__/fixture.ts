// A fresh in-memory database per suite, migrated and filled with the demo data (seed/), and the
// repositories over it: repository tests call their methods directly, with no app and no HTTP.
// Each test file runs in its own process, which ends with its in-memory database.
import { migrate, openDb, sqliteDialect, type Db } from '../../db/database'
import { seedIfEmpty } from '../../seed'
import { createRepositories, type Repositories } from '..'

export async function seededRepos(): Promise<{ db: Db; repos: Repositories }> {
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
