// Users, their sessions and one-time sign-in codes (SPEC.md section 7, "User" and sign-in).
import crypto from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { UsersTable } from '../db/schema'
import { mediaUrl } from '../lib/media'

export type UserRow = Selectable<UsersTable>

export interface ProfilePatch {
  nickname?: string
  avatar?: string
  gender?: number
}

export function createUsersRepository(db: Db) {
  const byId = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id)
  /** A new user, with the generated avatar of their id. */
  async function createUser(phone: string | null, nickname: string): Promise<UserRow> {
    const inserted = await db
      .insertInto('users')
      .values({
        nickname,
        avatar: '',
        gender: 0,
        phone,
        app_user_token: null,
        role: 'user',
        uuid: crypto.randomUUID(),
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return db
      .updateTable('users')
      .set({ avatar: mediaUrl.avatar(inserted.id) })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  }
  const setJson = async (id: number, set: { preference_json: string } | { status_json: string }) => {
    await db.updateTable('users').set(set).where('id', '=', id).execute()
  }

  return {
    findById: (id: number): Promise<UserRow | undefined> => byId(id).executeTakeFirst(),

    findByPhone: (phone: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),

    findByAppToken: (token: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('app_user_token', '=', token).executeTakeFirst(),

    /** Id, nickname and avatar: what other users may see of someone. */
    findBrief: (id: number) =>
      db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', '=', id).executeTakeFirst(),

    /** A new user signed in by phone, with the generated avatar of their id. */
    createByPhone: (phone: string, nickname: string): Promise<UserRow> => createUser(phone, nickname),

    /** A new user known by a mini-program identity only (no phone until they bind one). */
    createWithoutPhone: (nickname: string): Promise<UserRow> => createUser(null, nickname),

    /** Changes the given fields; an empty patch changes nothing. Undefined when no such user. */
    async updateProfile(id: number, patch: ProfilePatch): Promise<UserRow | undefined> {
      // Only the three profile columns, whatever else the object carries; undefined means "keep".
      const set: ProfilePatch = {}
      if (patch.nickname !== undefined) set.nickname = patch.nickname
      if (patch.avatar !== undefined) set.avatar = patch.avatar
      if (patch.gender !== undefined) set.gender = patch.gender
      if (Object.keys(set).length === 0) return byId(id).executeTakeFirst()
      return db.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirst()
    },

    /**
     * Gives a user without a phone this phone (issue 13, the mini-program phone button). `taken`: another
     * account holds it (the unique index decides a race); `other`: the user already has another phone.
     * Nothing changes unless the answer is `bound`.
     */
    async bindPhone(id: number, phone: string): Promise<'bound' | 'same' | 'taken' | 'other' | 'missing'> {
      const user = await byId(id).executeTakeFirst()
      if (!user) return 'missing'
      if (user.phone === phone) return 'same'
      if (user.phone) return 'other'
      try {
        const updated = await db
          .updateTable('users')
          .set({ phone })
          .where('id', '=', id)
          .where('phone', 'is', null)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 1) return 'bound'
      } catch (error) {
        if (/unique|constraint/i.test(String((error as Error).message))) return 'taken'
        throw error
      }
      // Someone bound a phone to this user in between: read again what it is now.
      const now = await byId(id).executeTakeFirst()
      return now?.phone === phone ? 'same' : 'other'
    },

    /** Stores the user's answers to the preference card. */
    setPreference: (id: number, answers: unknown) =>
      setJson(id, { preference_json: JSON.stringify(answers) }),

    /** Stores the app/page state the user last reported. */
    setStatus: (id: number, status: unknown) => setJson(id, { status_json: JSON.stringify(status) }),

    async createSession(s: {
      id: string
      userId: number
      kind: string
      createdAt: string
      expiresAt: string
    }) {
      await db
        .insertInto('sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          kind: s.kind,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
        })
        .execute()
    },

    /** The user behind a session id with the session's expiry, expired or not. */
    findSessionUser: (sessionId: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id', 'users.nickname', 'users.avatar', 'users.role', 'sessions.expires_at'])
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst(),

    async deleteSession(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    },

    findLoginCode: (phone: string) =>
      db.selectFrom('login_codes').selectAll().where('phone', '=', phone).executeTakeFirst(),

    /** The phone's one live code: a new code replaces the old one and resets its attempts. */
    async putLoginCode(phone: string, code: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('login_codes')
        .values({ phone, code, expires_at: expiresAt, attempts: 0 })
        .onConflict((oc) => oc.column('phone').doUpdateSet({ code, expires_at: expiresAt, attempts: 0 }))
        .execute()
    },

    async countFailedAttempt(phone: string): Promise<void> {
      await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('phone', '=', phone)
        .execute()
    },

    async deleteLoginCode(phone: string): Promise<void> {
      await db.deleteFrom('login_codes').where('phone', '=', phone).execute()
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
