// Company single sign-on (SPEC.md section 4 "SSO flow", section 7 "SSO"):
// GET /sso/login?service=... shows a login page; POST /sso/login checks the account, issues a
// one-time ticket and redirects to service?ticket=... only when service's host is allowed.
// POST /sso/internal_login exchanges the ticket for a session.
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import { API_CODES, Ok } from '../../types/api/common'
import * as S from '../../types/api/sso'
import { unauthorized, BusinessError, orNotFound } from '../errors'
import { allowedRedirect, originOf } from '../lib/url-policy'
import { createSession } from '../services/sessions'
import { loginPage } from './sso-page'
import { DEMO_USERS } from '../seed/users'

const TICKET_TTL_MS = 5 * 60 * 1000
/**
 * Demo staff password (the embedded SSO has no directory service); see docs/api.md. It opens only the
 * seeded demo accounts, and only outside production (issue 11, defect 1): an account made by SMS
 * sign-in, or any account in production, cannot be opened with it.
 */
export const SSO_DEMO_PASSWORD = 'trip-demo'

function demoPasswordOpens(
  user: { id: number; phone: string | null },
  password: unknown,
  env: string,
): boolean {
  if (env === 'production' || password !== SSO_DEMO_PASSWORD) return false
  return DEMO_USERS.some((d) => d.id === user.id && d.phone === user.phone)
}

const withoutTicket = (service: string) => {
  const u = new URL(service)
  u.searchParams.delete('ticket')
  return u.toString()
}

export default async function ssoRoutes(app: FastifyInstance) {
  const origins = app.config.ssoAllowedOrigins
  // The page's own origin is always a valid service (the site beside this server, on any port).
  const allowedService = (service: unknown, req: FastifyRequest) =>
    allowedRedirect(service, origins, originOf(`${req.protocol}://${req.host}`) ?? undefined)
  const tags = ['sso']

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )

  function page(reply: FastifyReply, status: number, service: string, error?: string) {
    // The form posts to ourselves, then we redirect to service: allow those origins as form targets.
    const targets = origins.join(' ')
    reply.header(
      'content-security-policy',
      `default-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${targets}; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`,
    )
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(loginPage(service, error, app.config.env !== 'production'))
  }

  app.get('/sso/login', { schema: { hide: true } }, (req, reply) => {
    const service = String((req.query as Record<string, unknown>).service ?? '')
    if (!allowedService(service, req))
      return page(reply, 400, '', 'service is missing or its host is not allowed')
    return page(reply, 200, service)
  })

  app.post('/sso/login', { schema: { hide: true } }, async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, string>
    const target = allowedService(form.service, req)
    if (!target) return page(reply, 400, '', 'service is missing or its host is not allowed')
    const user = await app.repos.users.findByPhone(String(form.account ?? ''))
    if (!user || !demoPasswordOpens(user, form.password, app.config.env))
      return page(reply, 401, form.service, 'wrong account or password')
    const ticket = `ST-${crypto.randomBytes(20).toString('hex')}`
    await app.repos.sso.createTicket({
      ticket,
      userId: user.id,
      service: withoutTicket(form.service),
      expiresAt: new Date(Date.now() + TICKET_TTL_MS).toISOString(),
    })
    target.searchParams.set('ticket', ticket)
    return reply.redirect(target.toString(), 302)
  })

  const internalUser = (u: {
    id: number
    phone: string | null
    nickname: string
    avatar: string
    role: string
  }) => ({
    id: u.id,
    username: u.phone ?? `user${u.id}`,
    nickname: u.nickname,
    avatar: u.avatar,
    role: u.role,
  })

  defineRoute(app, {
    method: 'POST',
    url: '/sso/internal_login',
    tags,
    summary: 'Exchange an SSO ticket for a session (ticket is single use)',
    body: S.InternalLoginBody,
    data: S.SsoSession,
    handler: async ({ repos, body }) => {
      return repos.inTransaction(async (tx) => {
        const t = await tx.sso.findTicket(body.ticket)
        let sameService = false
        try {
          sameService = t !== undefined && withoutTicket(body.validate_service) === t.service
        } catch {
          sameService = false
        }
        if (!t || !sameService || t.expires_at < new Date().toISOString()) {
          throw new BusinessError(API_CODES.SSO_TICKET_INVALID, 'ticket is invalid or expired', 401)
        }
        if (!(await tx.sso.useTicket(t.ticket)))
          throw new BusinessError(API_CODES.SSO_TICKET_INVALID, 'ticket was already used', 401)
        const u = orNotFound(await tx.users.findById(t.user_id), 'user not found')
        const { sessionId } = await createSession(tx.users, u.id, `sso:${body.subsystem_alias}`)
        const iu = internalUser(u)
        return {
          internalUser: iu,
          userInfo: iu,
          access_token: sessionId,
          auth_token: sessionId,
          token: sessionId,
        }
      })
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/sso/user_info',
    tags,
    auth: 'required',
    summary: 'The signed-in user as internalUser with the access token',
    data: S.SsoSession,
    handler: async ({ repos, ...ctx }) => {
      const me = userOf(ctx)
      const u = await repos.users.findById(me.id)
      if (!u) throw unauthorized()
      const iu = internalUser(u)
      return {
        internalUser: iu,
        userInfo: iu,
        access_token: me.sessionId,
        auth_token: me.sessionId,
        token: me.sessionId,
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/sso/logout',
    tags,
    auth: 'optional',
    summary: 'End the SSO session (no body)',
    data: Ok,
    handler: async ({ repos, user }) => {
      if (user) await repos.users.deleteSession(user.sessionId)
      return { ok: true }
    },
  })
}
