// Sessions and one-time sign-in codes.
import crypto from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { UsersTable } from '../db/schema'
import type { UserInfo } from '../../types/api/user'

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000
export const CODE_TTL_SEC = 300
export const CODE_RESEND_SEC = 60
export const CODE_MAX_ATTEMPTS = 5
/** Accepted for any phone in test mode only (issue #3 conventions). */
export const TEST_LOGIN_CODE = '000000'

export async function createSession(db: Db, userId: number, kind: string) {
  const id = crypto.randomBytes(24).toString('hex')
  const now = Date.now()
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString()
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, kind, created_at: new Date(now).toISOString(), expires_at: expiresAt })
    .execute()
  return { sessionId: id, expiresAt }
}

export function userInfo(u: Selectable<UsersTable>): UserInfo {
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
