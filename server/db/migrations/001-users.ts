// Users, sessions and sign-in codes.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('app_user_token', 'text', (c) => c.unique())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('preference_json', 'text')
    .addColumn('status_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('login_codes')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('sso_tickets')
    .addColumn('ticket', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db)
}
