// GET web/home: the home page's offer in one call (issue 12). Public, nothing private in it.
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as H from '../../types/api/home'
import { homeOffer } from '../services/home'
import { findCampaign } from '../services/campaigns'

export default async function homeRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/web/home',
    tags: ['home'],
    summary: 'Featured journeys, the campaigns open now and the latest magazine issue',
    query: H.HomeQuery,
    data: H.Home,
    handler: async ({ repos, reply }) => {
      // Short: a campaign that opens or ends shows within a minute.
      reply.header('cache-control', 'public, max-age=60')
      return homeOffer(repos)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/web/campaign',
    tags: ['home'],
    summary: "A campaign's title, time window and rules, for the frame every campaign page shares",
    query: H.CampaignInfoQuery,
    data: H.CampaignInfo,
    handler: async ({ repos, query }) => {
      const c = await findCampaign(repos, query.id)
      return {
        id: c.id,
        kind: c.kind,
        title: c.title,
        startsAt: c.starts_at,
        endsAt: c.ends_at,
        rules: c.rules,
        now: new Date().toISOString(),
      }
    },
  })
}
