// Sessions and one-time sign-in codes.
import crypto from 'node:crypto'
import type { UserRow, UsersRepository } from '../repositories/users'
import type { UserInfo } from '../../types/api/user'

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000
export const CODE_TTL_SEC = 300
export const CODE_RESEND_SEC = 60
export const CODE_MAX_ATTEMPTS = 5
/** Accepted for any phone in test mode only (issue #3 conventions). */
export const TEST_LOGIN_CODE = '000000'

export async function createSession(users: UsersRepository, userId: number, kind: string) {
  const id = crypto.randomBytes(24).toString('hex')
  const now = Date.now()
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString()
  await users.createSession({ id, userId, kind, createdAt: new Date(now).toISOString(), expiresAt })
  return { sessionId: id, expiresAt }
}

export function userInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    gender: u.gender,
    role: u.role,
    uuid: u.uuid,
    phone: u.phone ? `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}` : null,
    createdAt: u.created_at,
  }
}

export function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
}
