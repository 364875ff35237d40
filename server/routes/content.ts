// Content pages (issue 16): the image campaign pages (img/<key>), their operator endpoint, and the
// Spring Festival special. Content lives in the database (docs/content.md).
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/content'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/codes'
import { notFound, orNotFound } from '../errors'
import { mediaUrl } from '../lib/media'
import { checkImageCampaign } from '../services/content-checks'
import { festivalFor } from '../services/spring-festival'

interface FestivalConfig {
  titleEn?: string
  intro?: string
  introEn?: string
  journeyIds?: number[]
  destinations?: { placeId: number; blurb: string; blurbEn: string }[]
}

export default async function contentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/campaign/image/get',
    tags: ['content'],
    summary: 'The content of one image campaign page (img/<key>); 404 code 40403 when none is stored',
    query: K.ImageCampaignQuery,
    data: K.ImageCampaign,
    handler: async ({ repos, query }) => {
      const row = await repos.content.findImageCampaign(query.key)
      if (!row) throw notFound(`no content for image page ${query.key}`, API_CODES.CONTENT_MISSING)
      return JSON.parse(row.content_json) as K.ImageCampaign
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/admin/content/image/update',
    tags: ['operators'],
    auth: 'admin',
    summary: "Replace an image campaign page's content (admins; checked addresses and ids; audited)",
    body: K.AdminImageCampaignBody,
    data: Type.Object({ key: Type.String() }),
    handler: async ({ repos, body, req, ...ctx }) => {
      const admin = userOf(ctx)
      const content = body.content
      await checkImageCampaign(repos, content)
      await repos.inTransaction(async (tx) => {
        const before = await tx.content.findImageCampaign(content.key)
        await tx.content.upsertImageCampaign(content.key, JSON.stringify(content), new Date().toISOString())
        await tx.content.writeAudit({
          userId: admin.id,
          kind: 'image-campaign',
          target: content.key,
          detail: { created: !before, slices: content.slices.length, title: content.title },
        })
      })
      req.log.info({ key: content.key, admin: admin.id }, 'image campaign content updated')
      return { key: content.key }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/springfestival/get',
    tags: ['content'],
    summary: 'The Spring Festival special: next festival date (Beijing), destinations, journeys, posters',
    data: K.SpringFestival,
    handler: async ({ repos }) => {
      const c = orNotFound(await repos.campaigns.findById(CAMPAIGN_IDS.springFestival), 'activity not found')
      const config = JSON.parse(c.config_json) as FestivalConfig
      const now = new Date()
      const dests = config.destinations ?? []
      const places = await repos.places.findByIds(dests.map((d) => d.placeId))
      const ids = config.journeyIds ?? []
      const journeys = (await repos.journeys.findLiveByIds(ids)).filter(
        (j) => j.visibility === 'public' && j.review_status === 'published',
      )
      const posters = (await repos.checkin.listTemplates()).filter((t) => t.kind === 'cny')
      return {
        title: c.title,
        titleEn: config.titleEn ?? c.title,
        intro: config.intro ?? c.rules,
        introEn: config.introEn ?? '',
        ...festivalFor(now),
        now: now.toISOString(),
        destinations: dests.flatMap((d) => {
          const p = places.find((x) => x.id === d.placeId)
          return p
            ? [
                {
                  placeId: p.id,
                  name: p.name,
                  nameEn: p.name_en,
                  city: p.city,
                  cityEn: p.city_en,
                  photo: mediaUrl.place(p.id),
                  blurb: d.blurb,
                  blurbEn: d.blurbEn,
                },
              ]
            : []
        }),
        journeys: ids.flatMap((id) => {
          const r = journeys.find((j) => j.id === id)
          return r
            ? [
                {
                  id: r.id,
                  title: r.title,
                  cover: mediaUrl.journeyCover(r.id),
                  dayCount: r.days,
                  cities: JSON.parse(r.cities_json) as string[],
                  views: r.views,
                },
              ]
            : []
        }),
        posters: posters.map((t) => ({ id: t.id, name: t.name, image: t.image })),
      }
    },
  })
}
