// Magazine: directory of an issue and one article.
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as M from '../../types/api/magazine'
import { notFound } from '../errors'

const tags = ['magazine']

export default async function magazineRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/magazinedirectory/get',
    tags,
    summary: 'Sections and articles of an issue (latest when no id)',
    query: M.DirectoryQuery,
    data: M.Directory,
    handler: async ({ db, query }) => {
      let q = db.selectFrom('magazines').selectAll()
      q = query.id ? q.where('id', '=', query.id) : q.orderBy('published_at', 'desc')
      const m = await q.executeTakeFirst()
      if (!m) throw notFound('magazine not found')
      const sections = await db
        .selectFrom('magazine_sections')
        .selectAll()
        .where('magazine_id', '=', m.id)
        .orderBy('seq')
        .execute()
      const articles = await db
        .selectFrom('magazine_articles')
        .select(['id', 'section_id', 'title', 'author', 'cover', 'summary'])
        .where('magazine_id', '=', m.id)
        .orderBy('seq')
        .execute()
      return {
        id: m.id,
        issue: m.issue,
        title: m.title,
        cover: m.cover,
        intro: m.intro,
        publishedAt: m.published_at,
        sections: sections.map((s) => ({
          id: s.id,
          title: s.title,
          articles: articles.filter((a) => a.section_id === s.id).map(({ section_id: _s, ...a }) => a),
        })),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/magazinedetail/get',
    tags,
    summary: 'One article with its content blocks',
    query: M.ArticleQuery,
    data: M.Article,
    handler: async ({ db, query }) => {
      const a = await db
        .selectFrom('magazine_articles')
        .selectAll()
        .where('id', '=', query.id)
        .executeTakeFirst()
      if (!a) throw notFound('article not found')
      const siblings = await db
        .selectFrom('magazine_articles')
        .select('id')
        .where('magazine_id', '=', a.magazine_id)
        .orderBy('seq')
        .execute()
      const i = siblings.findIndex((s) => s.id === a.id)
      const section = await db
        .selectFrom('magazine_sections')
        .select('title')
        .where('id', '=', a.section_id)
        .executeTakeFirstOrThrow()
      return {
        id: a.id,
        magazineId: a.magazine_id,
        sectionTitle: section.title,
        title: a.title,
        author: a.author,
        cover: a.cover,
        summary: a.summary,
        blocks: JSON.parse(a.blocks_json) as M.Block[],
        prevId: siblings[i - 1]?.id ?? null,
        nextId: siblings[i + 1]?.id ?? null,
      }
    },
  })
}
