import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { PrizeRow } from '../prizes'
import { newUser, seededRepos } from './fixture'

const SUMMER = 1
const CAPTURE = 2
const REDEEM = { action: 'redeem' } as const
const ACCEPT = { action: 'accept' } as const

describe('prizes repository', () => {
  let repos: Repositories
  let coupon: PrizeRow
  before(async () => {
    ;({ repos } = await seededRepos())
    coupon = (await repos.prizes.listDrawPool(SUMMER))[0]
  })

  it('moves a won prize to redeemed once: a second transition is refused', async () => {
    const up = await repos.prizes.grant(await newUser(repos), coupon, 'draw')
    assert.equal(
      await repos.prizes.transitionUserPrize(up.id, 'won', 'redeemed', { redeem_code: 'ABC' }, REDEEM),
      true,
    )
    assert.equal(
      await repos.prizes.transitionUserPrize(up.id, 'won', 'redeemed', { redeem_code: 'XYZ' }, REDEEM),
      false,
    )
    const row = await repos.prizes.findOwnUserPrize(up.user_id, up.id)
    assert.equal(row?.status, 'redeemed')
    assert.equal(row?.redeem_code, 'ABC')
    // The grant and the one transition that happened are audited; the refused one is not.
    const audit = (await repos.prizeAudit.list({ userId: up.user_id, limit: 10 })).reverse()
    assert.deepEqual(
      audit.map((a) => [a.action, a.user_prize_id, a.from_status, a.to_status]),
      [
        ['grant', up.id, null, 'won'],
        ['redeem', up.id, 'won', 'redeemed'],
      ],
    )
  })

  it('refuses a transition from a state the prize is not in', async () => {
    const up = await repos.prizes.grant(await newUser(repos), coupon, 'draw')
    assert.equal(await repos.prizes.transitionUserPrize(up.id, 'transferring', 'accepted', {}, ACCEPT), false)
    assert.equal((await repos.prizes.findOwnUserPrize(up.user_id, up.id))?.status, 'won')
    assert.equal(await repos.prizes.transitionUserPrize(999_999, 'won', 'redeemed', {}, REDEEM), false)
  })

  it('passes a prize on: won -> transferring -> accepted, and the receiver gets a won prize from it', async () => {
    const giver = await newUser(repos)
    const taker = await newUser(repos)
    const up = await repos.prizes.grant(giver, coupon, 'draw')
    assert.ok(
      await repos.prizes.transitionUserPrize(
        up.id,
        'won',
        'transferring',
        { transfer_token: 'tok-1' },
        { action: 'transfer' },
      ),
    )
    assert.equal((await repos.prizes.findByTransferToken('tok-1'))?.id, up.id)
    assert.ok(
      await repos.prizes.transitionUserPrize(
        up.id,
        'transferring',
        'accepted',
        { accepted_by: taker },
        ACCEPT,
      ),
    )
    assert.equal(
      await repos.prizes.transitionUserPrize(
        up.id,
        'transferring',
        'accepted',
        { accepted_by: giver },
        ACCEPT,
      ),
      false,
    )
    const mine = await repos.prizes.grant(
      taker,
      { id: up.prize_id, campaign_id: up.campaign_id },
      'transfer',
      up.id,
    )
    assert.equal(mine.status, 'won')
    assert.deepEqual(await repos.prizes.findHolder(mine.from_user_prize_id!), {
      id: giver,
      nickname: (await repos.users.findById(giver))!.nickname,
    })
    assert.equal(await repos.prizes.findByTransferToken('no-such-token'), undefined)
  })

  it("does not find another user's prize as mine", async () => {
    const owner = await newUser(repos)
    const other = await newUser(repos)
    const up = await repos.prizes.grant(owner, coupon, 'draw')
    assert.equal(await repos.prizes.findOwnUserPrize(other, up.id), undefined)
    assert.deepEqual(await repos.prizes.listUserPrizes(other, SUMMER), [])
    assert.equal(await repos.prizes.countUserPrizes(other, SUMMER), 0)
  })

  it("lists a user's prizes of a campaign, newest first, and counts them", async () => {
    const user = await newUser(repos)
    const a = await repos.prizes.grant(user, coupon, 'draw')
    const b = await repos.prizes.grant(user, coupon, 'draw')
    assert.deepEqual(
      (await repos.prizes.listUserPrizes(user, SUMMER)).map((p) => p.id),
      [b.id, a.id],
    )
    assert.equal(await repos.prizes.countUserPrizes(user, SUMMER), 2)
    assert.deepEqual(await repos.prizes.listUserPrizes(user, CAPTURE), [])
  })

  it('takes stock only while some is left', async () => {
    const [last] = (await repos.prizes.listByCampaign(SUMMER)).filter((p) => p.stock === 1)
    assert.ok(last, 'the demo pool has a prize with one left')
    assert.equal(await repos.prizes.takeStock(last.id), true)
    assert.equal(await repos.prizes.takeStock(last.id), false)
    assert.equal((await repos.prizes.findById(last.id))?.stock, 0)
    assert.ok(!(await repos.prizes.listDrawPool(SUMMER)).some((p) => p.id === last.id))
  })

  it('keeps gifts bought with points apart from the draw pool', async () => {
    const gifts = await repos.prizes.listGifts(CAPTURE)
    assert.ok(gifts.length > 0 && gifts.every((g) => g.points_cost > 0))
    for (let i = 1; i < gifts.length; i++) assert.ok(gifts[i - 1].points_cost <= gifts[i].points_cost)
    assert.deepEqual(await repos.prizes.findGift(CAPTURE, gifts[0].id), gifts[0])
    assert.equal(await repos.prizes.findGift(CAPTURE, coupon.id), undefined)
    assert.equal(await repos.prizes.findGift(SUMMER, gifts[0].id), undefined)
    assert.ok((await repos.prizes.listDrawPool(SUMMER)).every((p) => p.points_cost === 0 && p.stock > 0))
  })

  it('names the prize behind a user prize, and nothing for an unknown one', async () => {
    const up = await repos.prizes.grant(await newUser(repos), coupon, 'draw')
    assert.equal(await repos.prizes.findPrizeName(up.id), coupon.name)
    assert.equal(await repos.prizes.findPrizeName(999_999), undefined)
  })
})
