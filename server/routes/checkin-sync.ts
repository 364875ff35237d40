// Check-in: my status with suggestions from my journeys, confirm or give up a suggestion,
// sync to the app, sharing and the participant counter.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/checkin'
import { lightUp, regionOf, regionView, regions } from '../services/checkin'
import { orNotFound } from '../errors'
import { mediaUrl } from '../lib/media'

const tags = ['checkin']

export default async function checkinSyncRoutes(app: FastifyInstance) {
  /** Regions of places in my journeys that I have neither lit nor given up. */
  async function suggestions(repos: typeof app.repos, userId: number) {
    const places = await repos.checkin.listJourneyPlaceRegions(userId)
    const lit = new Set((await repos.checkin.listRecords(userId)).map((r) => r.region_code))
    const cu = await repos.checkin.findParticipant(userId)
    const givenUp = new Set<string>(cu ? JSON.parse(cu.given_up_json) : [])
    const all = await regions(repos)
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
    handler: async ({ repos, ...ctx }) => {
      const user = userOf(ctx)
      const cu = await repos.checkin.findParticipant(user.id)
      const recs = await repos.checkin.listRecords(user.id)
      const count = (l: string) => recs.filter((r) => r.level === l).length
      return {
        joined: Boolean(cu),
        nickname: cu?.nickname ?? null,
        joinedAt: cu?.joined_at ?? null,
        countries: count('country'),
        provinces: count('province'),
        cities: count('city'),
        unsynced: recs.filter((r) => !r.synced_at).length,
        suggestions: await suggestions(repos, user.id),
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      await regionOf(repos, body.code)
      await repos.checkin.join(user.id)
      const cu = orNotFound(await repos.checkin.findParticipant(user.id), 'participant not found')
      const givenUp = new Set<string>(JSON.parse(cu.given_up_json))
      if (body.action === 'confirm') {
        await lightUp(repos, user.id, [body.code], 'journey')
        givenUp.delete(body.code)
      } else givenUp.add(body.code)
      await repos.checkin.setGivenUp(user.id, [...givenUp])
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
    handler: async ({ repos, ...ctx }) => {
      return { synced: await repos.checkin.markSynced(userOf(ctx).id) }
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
    handler: async ({ repos, ...ctx }) => {
      const user = userOf(ctx)
      await repos.checkin.join(user.id)
      const shares = await repos.checkin.addShare(user.id)
      const cities = (await repos.checkin.countRecordsByLevel(user.id)).city ?? 0
      return {
        title: `${user.nickname} 已点亮 ${cities} 座城市`,
        desc: '来人生地点收集册，点亮你去过的地方',
        link: `/web/activity-clock-in/index?from=${user.id}`,
        imageUrl: mediaUrl.poster(1),
        shares,
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/join/user-counter',
    tags,
    summary: 'How many people take part',
    data: K.Counter,
    handler: async ({ repos }) => {
      return { participants: await repos.checkin.countParticipants() }
    },
  })
}
