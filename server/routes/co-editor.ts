// Co-editor invitations (issue 7, docs/share-and-invite.md): read an invitation, join a journey with
// it, and (owner only) create one. The code in the link is the capability: whoever holds a live code
// may see the journey's summary and join, whatever the journey's visibility.
import type { FastifyInstance } from 'fastify'
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
import { BusinessError, conflict, forbidden, orNotFound } from '../errors'
import { findJourney } from '../services/journeys'
import type { Repositories } from '../repositories'
import type { JourneyRow } from '../repositories/journeys'
import type { InvitationRow } from '../repositories/invitations'
import { mediaUrl } from '../lib/media'

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

/** A live invitation and its journey, or the business error that tells the visitor why not. */
async function liveInvitation(
  repos: Repositories,
  code: string,
): Promise<{ inv: InvitationRow; journey: JourneyRow }> {
  const inv = orNotFound(
    await repos.invitations.findByCode(code),
    'no invitation has this code',
    CO_EDITOR_CODES.INVITATION_NOT_FOUND,
  )
  // A deleted journey answers JOURNEY_DELETED before an expiry: "gone" is the more useful news.
  const journey = await findJourney(repos, inv.journey_id)
  if (inv.expires_at <= new Date().toISOString())
    throw conflict('this invitation has expired', CO_EDITOR_CODES.INVITATION_EXPIRED)
  return { inv, journey }
}

async function userBrief(repos: Repositories, id: number) {
  const u = await repos.users.findBrief(id)
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
    handler: async ({ repos, query, user }): Promise<InvitationDetail> => {
      const { inv, journey: j } = await liveInvitation(repos, query.code)
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
        inviter: await userBrief(repos, inv.inviter_id),
        role: await repos.journeys.roleOf(j, user?.id),
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const { inv, journey: j } = await liveInvitation(repos, body.code)
      const role = await repos.journeys.roleOf(j, user.id)
      if (role === 'owner')
        throw new BusinessError(CO_EDITOR_CODES.OWN_JOURNEY, 'this is your own journey', 409)
      if (role === 'editor') return { journeyId: j.id, alreadyJoined: true }
      await repos.journeys.addCollaborator(j.id, user.id, inv.inviter_id)
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(repos, body.journeyId)
      if (j.owner_id !== user.id) throw forbidden('only the owner can invite co-editors')
      const now = Date.now()
      // One live link per journey and owner: inviting twice hands out the same code.
      const existing = await repos.invitations.findLive(
        j.id,
        user.id,
        new Date(now + REUSE_MIN_LEFT_MS).toISOString(),
      )
      const inv =
        existing ??
        (await repos.invitations.create(
          j.id,
          user.id,
          new Date(now).toISOString(),
          new Date(now + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
        ))
      return {
        code: inv.code,
        expiresAt: inv.expires_at,
        link: `/web/co-editor?code=${encodeURIComponent(inv.code)}`,
      }
    },
  })
}
