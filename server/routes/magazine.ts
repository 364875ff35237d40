// Magazine: directory of an issue and one article.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as M from '../../types/api/magazine'
import { badRequest, orNotFound } from '../errors'
import { checkBlocks, knownBlocks } from '../services/content-checks'

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
        blocks: knownBlocks(a.blocks_json),
        prevId: siblings[i - 1] ?? null,
        nextId: siblings[i + 1] ?? null,
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/admin/magazine/article/update',
    tags: ['operators'],
    auth: 'admin',
    summary: 'Write an article: a new one without id, else that one (admins; blocks checked; audited)',
    body: M.AdminArticleBody,
    data: M.AdminArticleResult,
    handler: async ({ repos, body, req, ...ctx }) => {
      const admin = userOf(ctx)
      const section = await repos.magazine.findSection(body.sectionId)
      if (!section) throw badRequest(`no magazine section with id ${body.sectionId}`)
      if (body.title.trim().length === 0) throw badRequest('title must not be empty')
      await checkBlocks(repos, body.blocks)
      const fields = {
        magazineId: section.magazine_id,
        sectionId: section.id,
        title: body.title,
        author: body.author,
        summary: body.summary,
        blocksJson: JSON.stringify(body.blocks),
      }
      const id = await repos.inTransaction(async (tx) => {
        let articleId: number
        if (body.id === undefined) articleId = await tx.magazine.createArticle(fields)
        else {
          articleId = orNotFound(await tx.magazine.findArticle(body.id), 'article not found').id
          await tx.magazine.updateArticle(articleId, fields)
        }
        await tx.content.writeAudit({
          userId: admin.id,
          kind: 'magazine-article',
          target: String(articleId),
          detail: { created: body.id === undefined, sectionId: section.id, blocks: body.blocks.length },
        })
        return articleId
      })
      req.log.info({ articleId: id, admin: admin.id }, 'magazine article written')
      return { id }
    },
  })
}
