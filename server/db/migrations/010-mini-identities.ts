// Who a mini-program user is: the vendor's openid within one app, tied to one of our users. A user
// may have one identity per vendor and app; the same person on WeChat and Alipay is two identities.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mini_identities')
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mini_identities_pk', ['vendor', 'app_id', 'openid'])
    .execute()
  await db.schema.createIndex('mini_identities_user').on('mini_identities').column('user_id').execute()
}
