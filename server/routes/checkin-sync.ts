// Check-in: my status with suggestions from my journeys, confirm or give up a suggestion,
// sync to the app, sharing and the participant counter.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/checkin'
import { joinCheckin, lightUp, regionOf, regionView, regions } from '../services/checkin'
import { mediaUrl } from '../lib/media'

const tags = ['checkin']

export default async function checkinSyncRoutes(app: FastifyInstance) {
  /** Regions of places in my journeys that I have neither lit nor given up. */
  async function suggestions(db: typeof app.db, userId: number) {
    const places = await db
      .selectFrom('places as p')
      .innerJoin('journey_items as i', 'i.place_id', 'p.id')
      .innerJoin('journeys as j', 'j.id', 'i.journey_id')
      .select(['p.city_code', 'p.country_code'])
      .distinct()
      .where('j.owner_id', '=', userId)
      .where('j.deleted_at', 'is', null)
      .execute()
    const lit = new Set(
      (
        await db.selectFrom('checkin_records').select('region_code').where('user_id', '=', userId).execute()
      ).map((r) => r.region_code),
    )
    const cu = await db
      .selectFrom('checkin_users')
      .select('given_up_json')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    const givenUp = new Set<string>(cu ? JSON.parse(cu.given_up_json) : [])
    const all = await regions(db)
    const codes = [...new Set(places.map((p) => p.city_code ?? p.country_code))]
    return codes
      .filter((c) => all.has(c) && !lit.has(c) && !givenUp.has(c))
      .map((c) => regionView(all.get(c)!))
  }

  defineRoute(app, {
    method: 'GET',
    url: '/activity/sync/user-status',
    tags,
    auth: 'required',
    summary: 'My check-in status, counts, unsynced records and suggestions from my journeys',
    data: K.UserStatus,
    handler: async ({ db, ...ctx }) => {
      const user = userOf(ctx)
      const cu = await db
        .selectFrom('checkin_users')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      const recs = await db
        .selectFrom('checkin_records')
        .select(['level', 'synced_at'])
        .where('user_id', '=', user.id)
        .execute()
      const count = (l: string) => recs.filter((r) => r.level === l).length
      return {
        joined: Boolean(cu),
        nickname: cu?.nickname ?? null,
        joinedAt: cu?.joined_at ?? null,
        countries: count('country'),
        provinces: count('province'),
        cities: count('city'),
        unsynced: recs.filter((r) => !r.synced_at).length,
        suggestions: await suggestions(db, user.id),
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/confirm/give-up/light-up',
    tags,
    auth: 'required',
    summary: 'Confirm (light up) or give up a suggested region',
    body: K.ConfirmBody,
    data: K.ConfirmResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      await regionOf(db, body.code)
      await joinCheckin(db, user.id)
      const cu = await db
        .selectFrom('checkin_users')
        .select('given_up_json')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      const givenUp = new Set<string>(JSON.parse(cu.given_up_json))
      if (body.action === 'confirm') {
        await lightUp(db, user.id, [body.code], 'journey')
        givenUp.delete(body.code)
      } else givenUp.add(body.code)
      await db
        .updateTable('checkin_users')
        .set({ given_up_json: JSON.stringify([...givenUp]) })
        .where('user_id', '=', user.id)
        .execute()
      return { lit: body.action === 'confirm', givenUp: [...givenUp] }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/sync/light-up/h5-to-app',
    tags,
    auth: 'required',
    summary: 'Mark my records as synced to the app',
    data: K.SyncResult,
    handler: async ({ db, ...ctx }) => {
      const r = await db
        .updateTable('checkin_records')
        .set({ synced_at: new Date().toISOString() })
        .where('user_id', '=', userOf(ctx).id)
        .where('synced_at', 'is', null)
        .executeTakeFirst()
      return { synced: Number(r.numUpdatedRows) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/activity/share',
    tags,
    auth: 'required',
    summary: 'Share my map: counts the share and returns the share content',
    body: K.ShareBody,
    data: K.CheckinShare,
    handler: async ({ db, ...ctx }) => {
      const user = userOf(ctx)
      await joinCheckin(db, user.id)
      const cu = await db
        .updateTable('checkin_users')
        .set((eb) => ({ shares: eb('shares', '+', 1) }))
        .where('user_id', '=', user.id)
        .returning('shares')
        .executeTakeFirstOrThrow()
      const n = await db
        .selectFrom('checkin_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('level', '=', 'city')
        .executeTakeFirstOrThrow()
      return {
        title: `${user.nickname} 已点亮 ${Number(n.n)} 座城市`,
        desc: '来人生地点收集册，点亮你去过的地方',
        link: `/web/activity-clock-in/index?from=${user.id}`,
        imageUrl: mediaUrl.poster(1),
        shares: cu.shares,
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/join/user-counter',
    tags,
    summary: 'How many people take part',
    data: K.Counter,
    handler: async ({ db }) => {
      const r = await db
        .selectFrom('checkin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return { participants: Number(r.n) }
    },
  })
}
