// A poster's code that opens a mini-program page (issue 13): WeChat's own code where this server has
// the app's id and secret; `none` elsewhere, and the site then draws a QR code of the page's web address.
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as O from '../../types/api/other'
import { API_CODES } from '../../types/api/common'
import { BusinessError } from '../errors'
import { ROUTES } from '../../types/routes/route-table'
import { MiniCodeError, wechatCodeMaker, type MiniCodeMaker } from '../services/mini-code/wechat-code'

/** Every page of the app (package paths): a code may only open one of them. */
const APP_PAGES = new Set(ROUTES.map((r) => r.page))

export default async function miniCodeRoutes(app: FastifyInstance) {
  const weapp = app.config.miniApps.weapp
  const maker: MiniCodeMaker | null = weapp ? wechatCodeMaker(weapp) : null

  defineRoute(app, {
    method: 'GET',
    url: '/share/mini_code',
    tags: ['share'],
    summary: "A poster's mini-program code for a page and scene (WeChat's when configured)",
    query: O.MiniCodeQuery,
    data: O.MiniCode,
    handler: async ({ query, req, reply }) => {
      if (!APP_PAGES.has(query.page)) {
        throw new BusinessError(API_CODES.VALIDATION_FAILED, `not a page of the app: ${query.page}`, 400)
      }
      if (query.vendor !== 'weapp' || !maker) return { kind: 'none' as const, image: null }
      try {
        const png = await maker.make(query.page, query.scene)
        reply.header('cache-control', 'private, max-age=3600')
        return { kind: 'mini-code' as const, image: `data:image/png;base64,${png.toString('base64')}` }
      } catch (error) {
        if (!(error instanceof MiniCodeError)) throw error
        req.log.warn({ reason: error.message }, 'mini-program code unavailable')
        return { kind: 'none' as const, image: null }
      }
    },
  })
}
