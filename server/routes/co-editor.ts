// Co-editor invitations (issue 7, docs/share-and-invite.md): read an invitation, join a journey with
// it, and (owner only) create one. The code in the link is the capability: whoever holds a live code
// may see the journey's summary and join, whatever the journey's visibility.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { Type } from 'typebox'
import { defineRoute, userOf } from '../lib/route'
import { Id, IsoTime } from '../../types/api/common'
import { UserBrief } from '../../types/api/journey'
import {
  CO_EDITOR_CODES,
  INVITATION_CODE_PATTERN,
  INVITATION_TTL_DAYS,
  type InvitationDetail,
} from '../../types/api/co-editor'
import { BusinessError, conflict, forbidden, notFound } from '../errors'
import { findJourney, roleIn, type JourneyRow } from '../repositories/journeys'
import { mediaUrl } from '../lib/media'
import type { Db } from '../db/database'
import type { JourneyInvitationsTable } from '../db/tables/invitations'

const tags = ['co-editor']
const DAY_MS = 24 * 60 * 60 * 1000
/** An invitation with less than a day left is not handed out again: a fresh one is made. */
const REUSE_MIN_LEFT_MS = DAY_MS

const Code = Type.String({ pattern: INVITATION_CODE_PATTERN })
const CodeQuery = Type.Object({ code: Code })
const CodeBody = Type.Object({ code: Code })
const InviteBody = Type.Object({ journeyId: Id })
const InvitationJourney = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Type.String(),
  cover: Type.String(),
  startDate: Type.String(),
  dayCount: Type.Integer(),
  cities: Type.Array(Type.String()),
})
const InvitationDetailSchema = Type.Object({
  code: Type.String(),
  expiresAt: IsoTime,
  journey: InvitationJourney,
  inviter: UserBrief,
  role: Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('viewer')]),
})
const JoinResultSchema = Type.Object({ journeyId: Type.Integer(), alreadyJoined: Type.Boolean() })
const InviteResultSchema = Type.Object({ code: Type.String(), expiresAt: IsoTime, link: Type.String() })

type InvitationRow = Selectable<JourneyInvitationsTable>

/** A live invitation and its journey, or the business error that tells the visitor why not. */
async function liveInvitation(db: Db, code: string): Promise<{ inv: InvitationRow; journey: JourneyRow }> {
  const inv = await db
    .selectFrom('journey_invitations')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst()
  if (!inv) throw notFound('no invitation has this code', CO_EDITOR_CODES.INVITATION_NOT_FOUND)
  // A deleted journey answers JOURNEY_DELETED before an expiry: "gone" is the more useful news.
  const journey = await findJourney(db, inv.journey_id)
  if (inv.expires_at <= new Date().toISOString())
    throw conflict('this invitation has expired', CO_EDITOR_CODES.INVITATION_EXPIRED)
  return { inv, journey }
}

async function userBrief(db: Db, id: number) {
  const u = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar'])
    .where('id', '=', id)
    .executeTakeFirst()
  return u ?? { id, nickname: '', avatar: mediaUrl.avatar(id) }
}

export default async function coeditorRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/co-editor/invitation',
    tags,
    auth: 'optional',
    summary: "An invitation to co-edit: the journey's summary, who invited, and what the reader is to it",
    query: CodeQuery,
    data: InvitationDetailSchema,
    handler: async ({ db, query, user }): Promise<InvitationDetail> => {
      const { inv, journey: j } = await liveInvitation(db, query.code)
      return {
        code: inv.code,
        expiresAt: inv.expires_at,
        journey: {
          id: j.id,
          title: j.title,
          titleEn: j.title_en,
          cover: mediaUrl.journeyCover(j.id),
          startDate: j.start_date,
          dayCount: j.days,
          cities: JSON.parse(j.cities_json) as string[],
        },
        inviter: await userBrief(db, inv.inviter_id),
        role: await roleIn(db, j, user?.id),
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/co-editor/join',
    tags,
    auth: 'required',
    summary: 'Join a journey as a co-editor with an invitation code (idempotent)',
    body: CodeBody,
    data: JoinResultSchema,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const { inv, journey: j } = await liveInvitation(db, body.code)
      const role = await roleIn(db, j, user.id)
      if (role === 'owner')
        throw new BusinessError(CO_EDITOR_CODES.OWN_JOURNEY, 'this is your own journey', 409)
      if (role === 'editor') return { journeyId: j.id, alreadyJoined: true }
      const now = new Date().toISOString()
      await db.transaction().execute(async (trx) => {
        // A double tap races two joins: the second insert is a no-op, not a primary-key error.
        await trx
          .insertInto('journey_collaborators')
          .values({
            journey_id: j.id,
            user_id: user.id,
            role: 'editor',
            invited_by: inv.inviter_id,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['journey_id', 'user_id']).doNothing())
          .execute()
        // The cached journey detail (repositories/journeys.ts) is keyed by updated_at and lists the
        // collaborators: a new co-editor is a change of the journey.
        await trx.updateTable('journeys').set({ updated_at: now }).where('id', '=', j.id).execute()
      })
      return { journeyId: j.id, alreadyJoined: false }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/co-editor/invite',
    tags,
    auth: 'required',
    summary: "Create (or hand out again) the owner's invitation to co-edit a journey",
    body: InviteBody,
    data: InviteResultSchema,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(db, body.journeyId)
      if (j.owner_id !== user.id) throw forbidden('only the owner can invite co-editors')
      const now = Date.now()
      // One live link per journey and owner: inviting twice hands out the same code.
      const existing = await db
        .selectFrom('journey_invitations')
        .selectAll()
        .where('journey_id', '=', j.id)
        .where('inviter_id', '=', user.id)
        .where('expires_at', '>', new Date(now + REUSE_MIN_LEFT_MS).toISOString())
        .orderBy('expires_at', 'desc')
        .executeTakeFirst()
      const inv =
        existing ??
        (await db
          .insertInto('journey_invitations')
          .values({
            code: crypto.randomBytes(12).toString('base64url'),
            journey_id: j.id,
            inviter_id: user.id,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow())
      return {
        code: inv.code,
        expiresAt: inv.expires_at,
        link: `/web/co-editor?code=${encodeURIComponent(inv.code)}`,
      }
    },
  })
}
