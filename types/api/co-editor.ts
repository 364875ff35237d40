// The co-editor invitation contract (issue 7). Plain constants and interfaces, no TypeBox: the site
// imports the codes at run time and must not pull the schema library into its bundle; the server's
// schemas are built from these in server/routes/co-editor.ts.
import type { UserBrief } from './journey'

/** Business codes of the invitation endpoints, beside API_CODES (types/api/codes.ts). */
export const CO_EDITOR_CODES = {
  /** No invitation has this code (404). */
  INVITATION_NOT_FOUND: 40410,
  /** The invitation's time is up (409); the owner can send a new one. */
  INVITATION_EXPIRED: 40920,
  /** The owner opened their own invitation (409): they edit the journey already. */
  OWN_JOURNEY: 40921,
} as const

/** An invitation code: what the link carries after `?code=`. */
export const INVITATION_CODE_PATTERN = '^[A-Za-z0-9_-]{6,40}$'

/** How long a new invitation stays open. */
export const INVITATION_TTL_DAYS = 7

/** The seeded invitations (server/seed/invitations.ts): journey 1 by user 1, and an expired one. */
export const DEMO_INVITATION_CODE = 'demo-tokyo-invite'
export const DEMO_EXPIRED_INVITATION_CODE = 'demo-expired-invite'

/** What the current reader is to the journey: owner, co-editor already, or not yet. */
export type InvitationRole = 'owner' | 'editor' | 'viewer'

/** The journey as the invitation shows it: enough for a summary card, nothing of its itinerary. */
export interface InvitationJourney {
  id: number
  title: string
  titleEn: string
  cover: string
  startDate: string
  dayCount: number
  cities: string[]
}

/** GET /api/v1/co-editor/invitation?code= answers with this. */
export interface InvitationDetail {
  code: string
  expiresAt: string
  journey: InvitationJourney
  inviter: UserBrief
  /** 'viewer' for a visitor who has not signed in. */
  role: InvitationRole
}

/** POST /api/v1/co-editor/join { code } answers with this; joining twice is not an error. */
export interface JoinResult {
  journeyId: number
  /** True when the user was a co-editor before this call. */
  alreadyJoined: boolean
}

/** POST /api/v1/co-editor/invite { journeyId } answers with this (owner only). */
export interface InviteResult {
  code: string
  expiresAt: string
  /** Site path of the invitation page: /web/co-editor?code=... */
  link: string
}
