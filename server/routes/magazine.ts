// Magazine: directory of an issue and one article.
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as M from '../../types/api/magazine'
import { orNotFound } from '../errors'

const tags = ['magazine']

export default async function magazineRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/magazinedirectory/get',
    tags,
    summary: 'Sections and articles of an issue (latest when no id)',
    query: M.DirectoryQuery,
    data: M.Directory,
    handler: async ({ repos, query }) => {
      const m = orNotFound(await repos.magazine.findIssue(query.id), 'magazine not found')
      const sections = await repos.magazine.listSections(m.id)
      const articles = await repos.magazine.listArticleBriefs(m.id)
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
    handler: async ({ repos, query }) => {
      const a = orNotFound(await repos.magazine.findArticle(query.id), 'article not found')
      const siblings = await repos.magazine.listArticleIds(a.magazine_id)
      const i = siblings.indexOf(a.id)
      const section = orNotFound(await repos.magazine.findSection(a.section_id), 'section not found')
      return {
        id: a.id,
        magazineId: a.magazine_id,
        sectionTitle: section.title,
        title: a.title,
        author: a.author,
        cover: a.cover,
        summary: a.summary,
        blocks: JSON.parse(a.blocks_json) as M.Block[],
        prevId: siblings[i - 1] ?? null,
        nextId: siblings[i + 1] ?? null,
      }
    },
  })
}
