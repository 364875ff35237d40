// Draws and user prizes. Every state change is a guarded update (a chance used only while one
// is left, stock taken only while some is left, a user prize moved only from the state it is
// in: prizes repository transitionUserPrize), checked by its row count, inside one transaction:
// stock never goes below zero and a user prize is redeemed, transferred or accepted at most once,
// also on PostgreSQL where transactions may run concurrently. See docs/business-rules.md.
import crypto from 'node:crypto'
import type { Repositories } from '../repositories'
import type { PrizeRow, UserPrizeRow } from '../repositories/prizes'
import type { Address, DrawResult, Prize, UserPrize } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { badRequest, conflict, orNotFound, tooMany, unauthorized } from '../errors'
import { assertOpen, type Campaign } from './campaigns'
import { idempotent } from './idempotency'
import { expireDue } from './prize-expiry'
import { mediaUrl } from '../lib/media'

/** Per-user draw rate limit (issue 15): at most DRAWS_PER_WINDOW draws in DRAW_WINDOW_MS, any campaign. */
export const DRAWS_PER_WINDOW = 10
export const DRAW_WINDOW_MS = 60_000

/**
 * Refuses a draw past the rate limit with 429 and Retry-After. Counted from the draws table inside
 * the draw's transaction, so the limit holds across server instances sharing the database.
 */
async function assertDrawRate(tx: Repositories, userId: number): Promise<void> {
  const now = Date.now()
  const since = new Date(now - DRAW_WINDOW_MS).toISOString()
  const times = await tx.campaigns.recentDrawTimes(userId, since, DRAWS_PER_WINDOW)
  if (times.length < DRAWS_PER_WINDOW) return
  const oldest = Date.parse(times[times.length - 1])
  throw tooMany(
    `at most ${DRAWS_PER_WINDOW} draws a minute; try again shortly`,
    (oldest + DRAW_WINDOW_MS - now) / 1000,
  )
}

export function prizeView(p: PrizeRow): Prize {
  return {
    id: p.id,
    name: p.name,
    image: mediaUrl.prize(p.id),
    kind: p.kind,
    stock: p.stock,
    pointsCost: p.points_cost,
    description: p.description,
  }
}

export async function userPrizeView(
  repos: Repositories,
  up: UserPrizeRow,
  viewerId?: number,
): Promise<UserPrize> {
  const prize = orNotFound(await repos.prizes.findById(up.prize_id), 'prize not found')
  let fromUser: UserPrize['fromUser'] = null
  if (up.from_user_prize_id) {
    fromUser = (await repos.prizes.findHolder(up.from_user_prize_id)) ?? null
  } else if (up.status === 'transferring' && viewerId !== up.user_id) {
    const holder = await repos.users.findBrief(up.user_id)
    fromUser = holder ? { id: holder.id, nickname: holder.nickname } : null
  }
  const own = viewerId === up.user_id
  return {
    id: up.id,
    campaignId: up.campaign_id,
    status: up.status,
    source: up.source,
    prize: prizeView(prize),
    redeemCode: own ? up.redeem_code : null,
    boundAccount: own ? up.bound_account : null,
    transferToken: own ? up.transfer_token : null,
    fromUser,
    createdAt: up.created_at,
    updatedAt: up.updated_at,
  }
}

/** Picks a prize by weight among those with stock left; the campaign's miss weight means "no prize". */
function pick(pool: PrizeRow[], missWeight: number): PrizeRow | null {
  const total = pool.reduce((s, p) => s + p.weight, 0) + missWeight
  if (total <= 0) return null
  let roll = crypto.randomInt(0, total)
  for (const p of pool) {
    if (roll < p.weight) return p
    roll -= p.weight
  }
  return null
}

export async function draw(
  repos: Repositories,
  userId: number,
  campaign: Campaign,
  key?: string,
  wishId?: number,
): Promise<DrawResult> {
  assertOpen(campaign)
  return repos.inTransaction((tx) =>
    idempotent(tx, userId, `draw:${campaign.id}`, key, async () => {
      await tx.campaigns.ensureUserCampaign(userId, campaign.id)
      if (!(await tx.campaigns.useChance(userId, campaign.id)))
        throw conflict('no draw chances left', API_CODES.NO_DRAW_CHANCE)
      // After the chance's guarded UPDATE: on PostgreSQL its row lock makes one user's draws wait for
      // each other, so the count below sees every committed draw. A refusal rolls the chance back.
      await assertDrawRate(tx, userId)
      const isWish = campaign.kind === 'wish'
      let up: Awaited<ReturnType<typeof tx.prizes.grant>> | null = null
      for (;;) {
        const pool = await tx.prizes.listDrawPool(campaign.id)
        // Nothing left to win: refused, and the throw rolls the chance back (it is not used).
        if (pool.length === 0) throw conflict('every prize of this activity is gone', API_CODES.OUT_OF_STOCK)
        const chosen = pick(pool, campaign.miss_weight)
        if (!chosen) break
        if (await tx.prizes.takeStock(chosen.id)) {
          up = await tx.prizes.grant(userId, chosen, isWish ? 'wish' : 'draw')
          break
        }
        // Another draw took the last of this prize after the pool was read (on PostgreSQL draws run
        // side by side; SQLite's one writer never gets here): draw again from what is left, rather
        // than turn a lost race into a miss.
      }
      if (isWish) {
        // The oldest wish still waiting takes this draw's result (docs/business-rules.md).
        const wish = await tx.wishes.findOldestPending(userId)
        if (wish) {
          wishId = wish.id
          await tx.wishes.settle(wish.id, up ? 'won' : 'lost', up?.id ?? null)
        }
      }
      const drawId = await tx.campaigns.recordDraw({
        userId,
        campaignId: campaign.id,
        prizeId: up?.prize_id ?? null,
        userPrizeId: up?.id ?? null,
        wishId: wishId ?? null,
      })
      const uc = await tx.campaigns.ensureUserCampaign(userId, campaign.id)
      return {
        drawId,
        won: Boolean(up),
        userPrize: up ? await userPrizeView(tx, up, userId) : null,
        chancesLeft: uc.chances_earned - uc.chances_used,
      }
    }),
  )
}

/** One of the user's prizes (of the campaign, when given); 404 for anyone else's. */
export async function ownPrize(repos: Repositories, userId: number, id: number, campaignId?: number) {
  const up = await repos.prizes.findOwnUserPrize(userId, id)
  return orNotFound(up && (!campaignId || up.campaign_id === campaignId) ? up : undefined, 'prize not found')
}

/** Why a prize in this state cannot move: PRIZE_REDEEMED once redeemed, PRIZE_STATE otherwise. */
export const stateError = (status: string) =>
  status === 'redeemed'
    ? conflict('this prize was already redeemed', API_CODES.PRIZE_REDEEMED)
    : conflict(`this prize is already ${status}`, API_CODES.PRIZE_STATE)

/** The state error of a transition that was refused, from the prize's state as it is now. */
export async function refusal(tx: Repositories, userId: number, id: number) {
  return stateError((await ownPrize(tx, userId, id)).status)
}

export async function redeem(
  repos: Repositories,
  userId: number,
  id: number,
  address: Address | undefined,
  key?: string,
  campaignId?: number,
): Promise<UserPrize> {
  await expireDue(repos, { userId })
  return repos.inTransaction((tx) =>
    idempotent(tx, userId, 'redeem', key, async () => {
      const up = await ownPrize(tx, userId, id, campaignId)
      const prize = orNotFound(await tx.prizes.findById(up.prize_id), 'prize not found')
      if (prize.kind === 'physical' && !address)
        throw badRequest('a shipping address is needed for this prize')
      const code = prize.kind === 'physical' ? null : crypto.randomBytes(5).toString('hex').toUpperCase()
      const moved = await tx.prizes.transitionUserPrize(
        id,
        'won',
        'redeemed',
        { redeem_code: code, address_json: address ? JSON.stringify(address) : null },
        { action: 'redeem' },
      )
      if (!moved) throw await refusal(tx, userId, id)
      return userPrizeView(tx, await ownPrize(tx, userId, id), userId)
    }),
  )
}

export async function bindAsset(
  repos: Repositories,
  userId: number,
  id: number,
  account: string,
): Promise<UserPrize> {
  await expireDue(repos, { userId })
  return repos.inTransaction(async (tx) => {
    const up = await ownPrize(tx, userId, id)
    const prize = orNotFound(await tx.prizes.findById(up.prize_id), 'prize not found')
    if (prize.kind === 'physical') throw badRequest('only coupons and virtual prizes are bound to an account')
    const bound = await tx.prizes.transitionUserPrize(
      id,
      'won',
      'redeemed',
      { bound_account: account },
      { action: 'bind', detail: { account } },
    )
    if (!bound) throw await refusal(tx, userId, id)
    return userPrizeView(tx, await ownPrize(tx, userId, id), userId)
  })
}

export async function getPrize(
  repos: Repositories,
  viewerId: number | undefined,
  q: { id?: number; token?: string },
): Promise<UserPrize> {
  if (q.token) {
    await expireDue(repos, { token: q.token })
    const found = await repos.prizes.findByTransferToken(q.token)
    // An expired link's token is cleared; the page learns it expired rather than "not found".
    if (!found && (await repos.prizeAudit.wasExpiredToken(q.token)))
      throw conflict('this transfer link expired', API_CODES.TRANSFER_TAKEN)
    const up = orNotFound(found, 'transfer link not found')
    return userPrizeView(repos, up, viewerId)
  }
  if (!q.id) throw badRequest('give id or token')
  if (!viewerId) throw unauthorized('sign in to see your prize')
  await expireDue(repos, { userId: viewerId })
  return userPrizeView(repos, await ownPrize(repos, viewerId, q.id), viewerId)
}

export async function myPrizes(
  repos: Repositories,
  userId: number,
  campaignId: number,
): Promise<UserPrize[]> {
  await expireDue(repos, { userId })
  const rows = await repos.prizes.listUserPrizes(userId, campaignId)
  return Promise.all(rows.map((r) => userPrizeView(repos, r, userId)))
}
