// Campaign contracts shared by summer 2025, capture and the wish campaign: tasks, draws,
// prizes and user prizes (won -> redeemed | transferring -> accepted).
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'
import { USER_PRIZE_STATUSES } from './vocabulary'

/** Stable ids of the demo campaigns. */
export { CAMPAIGN_IDS, USER_PRIZE_STATUSES } from './vocabulary'

export const ActivityQuery = Type.Object({ activityId: Type.Optional(Id) })
export type ActivityQuery = Static<typeof ActivityQuery>

export const Prize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  kind: Type.String({ description: 'physical | coupon | virtual' }),
  stock: Type.Integer(),
  pointsCost: Type.Integer(),
  description: Type.String(),
})
export type Prize = Static<typeof Prize>

export const UserPrize = Type.Object({
  id: Type.Integer(),
  campaignId: Type.Integer(),
  status: Type.String({ description: USER_PRIZE_STATUSES.join(' | ') }),
  source: Type.String({ description: 'draw | exchange | transfer | wish' }),
  prize: Prize,
  redeemCode: Nullable(Type.String()),
  boundAccount: Nullable(Type.String()),
  transferToken: Nullable(Type.String()),
  fromUser: Nullable(Type.Object({ id: Type.Integer(), nickname: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type UserPrize = Static<typeof UserPrize>
export const UserPrizeList = Type.Array(UserPrize)
export type UserPrizeList = Static<typeof UserPrizeList>

export const Task = Type.Object({
  key: Type.String(),
  title: Type.String(),
  chances: Type.Integer(),
  points: Type.Integer(),
  dailyLimit: Type.Integer(),
  totalLimit: Type.Integer(),
  doneToday: Type.Integer(),
  doneTotal: Type.Integer(),
  available: Type.Boolean(),
  /**
   * `server`: the server checks that it happened (an invited friend who signed in, a shared journey
   * someone opened, a city lit) and `available` is true only when there is such evidence not yet
   * claimed; `self`: the traveller says so, limited per day (docs/business-rules.md).
   */
  check: Type.String({ description: 'self | server' }),
})
export type Task = Static<typeof Task>

export const LotteryUserInfo = Type.Object({
  activityId: Type.Integer(),
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  open: Type.Boolean(),
  chancesEarned: Type.Integer(),
  chancesUsed: Type.Integer(),
  chancesLeft: Type.Integer(),
  points: Type.Integer(),
  prizesWon: Type.Integer(),
  pool: Type.Array(Prize),
})
export type LotteryUserInfo = Static<typeof LotteryUserInfo>

export const TaskStatus = Type.Object({
  activityId: Type.Integer(),
  tasks: Type.Array(Task),
  chancesLeft: Type.Integer(),
})
export type TaskStatus = Static<typeof TaskStatus>

export const DoTaskBody = Type.Object({
  taskKey: Type.String({ minLength: 1, maxLength: 40 }),
  activityId: Type.Optional(Id),
})
export type DoTaskBody = Static<typeof DoTaskBody>
export const DoTaskResult = Type.Object({ task: Task, chancesLeft: Type.Integer(), points: Type.Integer() })
export type DoTaskResult = Static<typeof DoTaskResult>

export const DrawBody = Type.Object({ activityId: Type.Optional(Id) })
export type DrawBody = Static<typeof DrawBody>
export const DrawResult = Type.Object({
  drawId: Type.Integer(),
  won: Type.Boolean(),
  userPrize: Nullable(UserPrize),
  chancesLeft: Type.Integer(),
})
export type DrawResult = Static<typeof DrawResult>

export const UserPrizeIdBody = Type.Object({ userPrizeId: Id })
export type UserPrizeIdBody = Static<typeof UserPrizeIdBody>

export const Address = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30 }),
  phone: Type.String({ pattern: '^[0-9+\\- ]{6,20}$' }),
  region: Type.String({ minLength: 2, maxLength: 60 }),
  detail: Type.String({ minLength: 2, maxLength: 120 }),
})
export type Address = Static<typeof Address>
export const RedeemBody = Type.Object({ userPrizeId: Id, address: Type.Optional(Address) })
export type RedeemBody = Static<typeof RedeemBody>

export const TransferResult = Type.Object({ userPrize: UserPrize, token: Type.String(), link: Type.String() })
export type TransferResult = Static<typeof TransferResult>
export const AcceptBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 64 }) })
export type AcceptBody = Static<typeof AcceptBody>
export const BindBody = Type.Object({
  userPrizeId: Id,
  account: Type.String({ minLength: 3, maxLength: 64 }),
})
export type BindBody = Static<typeof BindBody>
export const GetPrizeQuery = Type.Object({
  id: Type.Optional(Id),
  token: Type.Optional(Type.String({ minLength: 16, maxLength: 64 })),
})
export type GetPrizeQuery = Static<typeof GetPrizeQuery>

export const JourneyCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  dayCount: Type.Integer(),
  cities: Type.Array(Type.String()),
  views: Type.Integer(),
})
export type JourneyCard = Static<typeof JourneyCard>
export const JourneyCardList = Type.Array(JourneyCard)
export type JourneyCardList = Static<typeof JourneyCardList>

/** What a shared link was about, when a signed-in friend opens it (`sharer` is who shared it). */
export const SHARE_OPEN_KINDS = ['journey', 'wish', 'campaign'] as const
export const ShareOpenedBody = Type.Object({
  // Spelled out: a mapped array loses the literals, and the body's `kind` typed as never.
  kind: Type.Union([Type.Literal('journey'), Type.Literal('wish'), Type.Literal('campaign')]),
  id: Id,
  sharer: Id,
})
export type ShareOpenedBody = Static<typeof ShareOpenedBody>
/** `counted`: this open was new evidence (not the sharer, not seen before, within the limits). */
export const ShareOpenedResult = Type.Object({ counted: Type.Boolean() })
export type ShareOpenedResult = Static<typeof ShareOpenedResult>

/** Operators: a prize's stock and draw weight (admin only; audited). */
export const AdminPrizeBody = Type.Object({
  prizeId: Id,
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
})
export type AdminPrizeBody = Static<typeof AdminPrizeBody>
/** Operators: a campaign's chance of "no prize this time" (admin only; audited). */
export const AdminCampaignBody = Type.Object({
  campaignId: Id,
  missWeight: Type.Integer({ minimum: 0, maximum: 1000000 }),
})
export type AdminCampaignBody = Static<typeof AdminCampaignBody>
export const AdminCampaignResult = Type.Object({ campaignId: Type.Integer(), missWeight: Type.Integer() })
export type AdminCampaignResult = Static<typeof AdminCampaignResult>

/** Operators: recent prize audit rows, newest first (admin only). */
export const PrizeAuditQuery = Type.Object({
  campaignId: Type.Optional(Id),
  userId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
})
export type PrizeAuditQuery = Static<typeof PrizeAuditQuery>
export const PRIZE_AUDIT_ACTIONS = [
  'draw',
  'grant',
  'redeem',
  'bind',
  'transfer',
  'accept',
  'exchange',
  'expire',
  'admin',
] as const
/** One audited event: a draw (hit or miss), a user prize created or moved, or an operator change. */
export const PrizeAuditEntry = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  campaignId: Nullable(Type.Integer()),
  action: Type.String({ description: PRIZE_AUDIT_ACTIONS.join(' | ') }),
  userPrizeId: Nullable(Type.Integer()),
  prizeId: Nullable(Type.Integer()),
  fromStatus: Nullable(Type.String()),
  toStatus: Nullable(Type.String()),
  detail: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String(),
})
export type PrizeAuditEntry = Static<typeof PrizeAuditEntry>
export const PrizeAuditList = Type.Array(PrizeAuditEntry)
export type PrizeAuditList = Static<typeof PrizeAuditList>
