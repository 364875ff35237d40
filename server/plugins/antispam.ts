// Development switches for the anti-spam responses of SPEC.md section 4, so the client's
// handling can be tried end to end. Registered in development and tests only, and answering admins
// only (issue 11, defect 8: anyone could make an endpoint answer 418 for everyone).
//   POST /api/v1/dev/antispam { path, mode, status?, sign?, code?, locationTag?, count? }
//     mode "kong":     status (default 406 when sign is 2, else 200) with header x-kong-sign
//     mode "redpass":  HTTP 418 with body { code (default 51105), locationTag }
//     mode "legacy401": HTTP 200 with body code -101 (the client treats it as 401)
//   POST /api/v1/dev/antispam/clear {}   GET /api/v1/dev/antispam
// A rule answers the next `count` requests (default 1) to `path` (with or without /api/v1).
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import { defineRoute } from '../lib/route'
import { shared } from '../lib/plugin'
import { API_CODES } from '../../types/api/common'
import { fail } from '../lib/envelope'

export const AntispamRule = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 200 }),
  mode: Type.Union([Type.Literal('kong'), Type.Literal('redpass'), Type.Literal('legacy401')]),
  status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
  sign: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  code: Type.Optional(Type.Integer()),
  locationTag: Type.Optional(Type.String({ maxLength: 40 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
})
type Rule = Static<typeof AntispamRule> & { remaining: number }

const normalize = (p: string) => (p.startsWith('/') ? p : `/api/v1/${p}`).replace(/\/+$/, '')

export default shared(async function antispam(app: FastifyInstance) {
  const rules = new Map<string, Rule>()

  app.addHook('onRequest', async (req, reply) => {
    if (rules.size === 0) return
    const path = normalize(req.url.split('?')[0])
    const rule = rules.get(path)
    if (!rule) return
    if (--rule.remaining <= 0) rules.delete(path)
    if (rule.mode === 'kong') {
      const sign = rule.sign ?? 1
      return reply
        .status(rule.status ?? (sign === 2 ? 406 : 200))
        .header('x-kong-sign', String(sign))
        .send(fail(API_CODES.FORBIDDEN, `anti-spam check (x-kong-sign ${sign})`))
    }
    if (rule.mode === 'redpass') {
      return reply.status(418).send({
        code: rule.code ?? API_CODES.REDPASS,
        locationTag: rule.locationTag ?? 'redpass',
        msg: 'verification required',
        success: false,
        data: null,
      })
    }
    return reply.status(200).send(fail(API_CODES.SESSION_INVALID_LEGACY, 'session invalid'))
  })

  await app.register(
    async (dev) => {
      defineRoute(dev, {
        method: 'POST',
        url: '/dev/antispam',
        tags: ['dev'],
        auth: 'admin',
        summary: 'Make the next responses of a path anti-spam responses (development only)',
        body: AntispamRule,
        data: Type.Object({ path: Type.String(), remaining: Type.Integer() }),
        handler: ({ body }) => {
          const path = normalize(body.path)
          rules.set(path, { ...body, remaining: body.count ?? 1 })
          return { path, remaining: body.count ?? 1 }
        },
      })
      defineRoute(dev, {
        method: 'POST',
        url: '/dev/antispam/clear',
        tags: ['dev'],
        auth: 'admin',
        summary: 'Remove every anti-spam rule',
        data: Type.Object({ cleared: Type.Integer() }),
        handler: () => {
          const cleared = rules.size
          rules.clear()
          return { cleared }
        },
      })
      defineRoute(dev, {
        method: 'GET',
        url: '/dev/antispam',
        tags: ['dev'],
        auth: 'admin',
        summary: 'Active anti-spam rules',
        data: Type.Array(
          Type.Object({ path: Type.String(), mode: Type.String(), remaining: Type.Integer() }),
        ),
        handler: () =>
          [...rules.values()].map((r) => ({ path: normalize(r.path), mode: r.mode, remaining: r.remaining })),
      })
    },
    { prefix: '/api/v1' },
  )
}, 'antispam')
