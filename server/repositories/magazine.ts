// Magazine issues, their sections and articles.
import type { Db } from '../db/database'
import { mediaUrl } from '../lib/media'

export interface ArticleFields {
  sectionId: number
  title: string
  author: string
  summary: string
  blocksJson: string
}

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

    /** A new article at the end of its issue; its cover is the drawn image of its id. */
    async createArticle(a: ArticleFields & { magazineId: number }): Promise<number> {
      const last = await db
        .selectFrom('magazine_articles')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('magazine_id', '=', a.magazineId)
        .executeTakeFirst()
      const { id } = await db
        .insertInto('magazine_articles')
        .values({
          magazine_id: a.magazineId,
          section_id: a.sectionId,
          seq: Number(last?.seq ?? 0) + 1,
          title: a.title,
          author: a.author,
          cover: '',
          summary: a.summary,
          blocks_json: a.blocksJson,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .updateTable('magazine_articles')
        .set({ cover: mediaUrl.magazine(id) })
        .where('id', '=', id)
        .execute()
      return id
    },

    /** Replaces an article's section, texts and blocks (its place in the issue stays). */
    async updateArticle(id: number, a: ArticleFields & { magazineId: number }): Promise<void> {
      await db
        .updateTable('magazine_articles')
        .set({
          magazine_id: a.magazineId,
          section_id: a.sectionId,
          title: a.title,
          author: a.author,
          summary: a.summary,
          blocks_json: a.blocksJson,
        })
        .where('id', '=', id)
        .execute()
    },
  }
}

export type MagazineRepository = ReturnType<typeof createMagazineRepository>
