// Other endpoints (SPEC.md section 7, "Other"): wechat-ticket, feed-back, behavior/user/event.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as O from '../../types/api/other'
import { Created } from '../../types/api/place'
import { assertIssuedPhotos } from './upload'

const tags = ['other']
// No WeChat account is embedded: the signature is computed the JS-SDK way over a local ticket,
// so the page's wx.config call has the right shape; a real ticket service replaces TICKET.
const APP_ID = 'wx0000000000trip'
const TICKET = 'local-jsapi-ticket'

export default async function otherRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/wechat-ticket',
    tags,
    summary: 'JS-SDK config signature for a page address',
    query: O.WechatTicketQuery,
    data: O.WechatTicket,
    handler: ({ query }) => {
      const timestamp = Math.floor(Date.now() / 1000)
      const nonceStr = crypto.randomBytes(8).toString('hex')
      const url = query.url.split('#')[0]
      const signature = crypto
        .createHash('sha1')
        .update(`jsapi_ticket=${TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
        .digest('hex')
      return { appId: APP_ID, timestamp, nonceStr, signature }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/feed-back',
    tags,
    auth: 'optional',
    summary: 'Contact us: app feedback',
    body: O.AppFeedbackBody,
    data: Created,
    handler: async ({ repos, body, user }) => {
      await assertIssuedPhotos(repos, body.photos)
      const id = await repos.feedback.createAppFeedback({
        userId: user?.id ?? null,
        category: body.category,
        text: body.text.trim(),
        photos: body.photos ?? [],
        contact: body.contact ?? null,
      })
      return { id }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/behavior/user/event',
    tags,
    auth: 'optional',
    summary: 'User behaviour events (stored like tracking events)',
    body: O.BehaviorBody,
    data: O.Accepted,
    handler: async ({ repos, body, user }) => {
      await repos.telemetry.addEvents('behavior', user?.id ?? null, body.events)
      return { accepted: body.events.length }
    },
  })
}
