// Magazine issues, their sections and articles.
import type { Db } from '../db/database'

export function createMagazineRepository(db: Db) {
  return {
    /** An issue by id, or the latest published one without an id. */
    findIssue: (id?: number) => {
      const q = db.selectFrom('magazines').selectAll()
      return (id ? q.where('id', '=', id) : q.orderBy('published_at', 'desc')).executeTakeFirst()
    },

    listSections: (magazineId: number) =>
      db
        .selectFrom('magazine_sections')
        .selectAll()
        .where('magazine_id', '=', magazineId)
        .orderBy('seq')
        .execute(),

    /** The issue's articles without their content blocks, in order. */
    listArticleBriefs: (magazineId: number) =>
      db
        .selectFrom('magazine_articles')
        .select(['id', 'section_id', 'title', 'author', 'cover', 'summary'])
        .where('magazine_id', '=', magazineId)
        .orderBy('seq')
        .execute(),

    findArticle: (id: number) =>
      db.selectFrom('magazine_articles').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The ids of an issue's articles in reading order (for previous and next). */
    listArticleIds: async (magazineId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('magazine_articles')
          .select('id')
          .where('magazine_id', '=', magazineId)
          .orderBy('seq')
          .execute()
      ).map((a) => a.id),

    findSection: (id: number) =>
      db.selectFrom('magazine_sections').selectAll().where('id', '=', id).executeTakeFirst(),
  }
}

export type MagazineRepository = ReturnType<typeof createMagazineRepository>
