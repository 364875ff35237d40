// Session-id authentication (SPEC.md section 7): the session id comes in the Authorization
// header (plain, or "Bearer <sid>") or in the sid query parameter. Routes declare
// config.auth = 'required' | 'admin'; missing or expired sessions get 401, a signed-in user
// without the role gets 403. Resolution runs in onRequest, before validation, so an
// unauthenticated caller learns nothing about the shape of the input.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { shared } from '../lib/plugin'
import { forbidden, unauthorized } from '../errors'
import { API_CODES } from '../../types/api/common'

export type AuthLevel = 'none' | 'optional' | 'required' | 'admin'

export interface SessionUser {
  id: number
  nickname: string
  avatar: string
  role: string
  sessionId: string
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyRequest {
    user: SessionUser | null
    sessionExpired: boolean
  }
  interface FastifyContextConfig {
    auth?: AuthLevel
  }
}

export function sessionIdOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  if (header) {
    const sid = header.startsWith('Bearer ') ? header.slice(7) : header
    if (sid.trim()) return sid.trim()
  }
  const q = req.query as Record<string, unknown> | undefined
  return typeof q?.sid === 'string' && q.sid ? q.sid : undefined
}

export default shared(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionExpired', false)

  app.addHook('onRequest', async (req) => {
    const level = req.routeOptions.config?.auth ?? 'none'
    const sid = sessionIdOf(req)
    if (sid && sid.length <= 128) {
      const row = await app.repos.users.findSessionUser(sid)
      if (row && row.expires_at > new Date().toISOString()) {
        req.user = { id: row.id, nickname: row.nickname, avatar: row.avatar, role: row.role, sessionId: sid }
      } else if (row) {
        req.sessionExpired = true
      }
    }
    if (level === 'required' || level === 'admin') {
      if (!req.user) {
        throw req.sessionExpired
          ? unauthorized('session expired, please sign in again', API_CODES.SESSION_EXPIRED)
          : unauthorized()
      }
      if (level === 'admin' && req.user.role !== 'admin') throw forbidden('admin role required')
    }
  })
}, 'auth')
