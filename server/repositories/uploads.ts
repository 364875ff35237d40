// Uploaded images, kept in the database under a random key.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { UploadsTable } from '../db/tables/uploads'

export type UploadRow = Selectable<UploadsTable>

export function createUploadsRepository(db: Db) {
  return {
    async create(u: Omit<UploadRow, 'created_at'>): Promise<void> {
      await db
        .insertInto('uploads')
        .values({ ...u, created_at: new Date().toISOString() })
        .execute()
    },

    /** What serving an image needs. */
    findForServing: (key: string) =>
      db
        .selectFrom('uploads')
        .select(['mime', 'ext', 'sha256', 'data'])
        .where('key', '=', key)
        .executeTakeFirst(),

    /** Which of these keys name a stored upload. */
    findExistingKeys: async (keys: string[]): Promise<Set<string>> =>
      new Set(
        keys.length
          ? (await db.selectFrom('uploads').select('key').where('key', 'in', keys).execute()).map(
              (r) => r.key,
            )
          : [],
      ),
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>
