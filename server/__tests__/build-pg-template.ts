// Builds the PostgreSQL templates the server tests copy (pg-databases.ts): migrated and seeded once per
// run. Usage: TEST_DATABASE_URL=... node --import tsx server/__tests__/build-pg-template.ts <name>
import { buildTemplates, TEST_PG_URL } from './pg-databases'

const name = process.argv[2]
if (!TEST_PG_URL || !name) {
  console.error('usage: TEST_DATABASE_URL=postgres://... build-pg-template.ts <database name>')
  process.exit(2)
}
buildTemplates(TEST_PG_URL, name).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
