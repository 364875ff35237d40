// Check-in: records, custom records, templates, icons, search and statistics.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import { IdBody } from '../../types/api/common'
import * as K from '../../types/api/checkin'
import { recordView, joinCheckin, lightUp, nearestRegion } from '../services/checkin'
import { notFound } from '../errors'

const tags = ['checkin']

/** A custom_records row as the API shows it. */
function toCustomRecord(r: {
  id: number
  name: string
  lat: number
  lon: number
  region_code: string | null
  note: string | null
  created_at: string
}) {
  return {
    id: r.id,
    name: r.name,
    lat: r.lat,
    lon: r.lon,
    regionCode: r.region_code,
    note: r.note,
    createdAt: r.created_at,
  }
}

export default async function checkinRecordRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/record/list',
    tags,
    auth: 'required',
    summary: 'My lit-up records, optionally of one level',
    query: K.LevelQuery,
    data: K.CheckinRecordList,
    handler: async ({ db, query, ...ctx }) => {
      let q = db.selectFrom('checkin_records').selectAll().where('user_id', '=', userOf(ctx).id)
      if (query.level) q = q.where('level', '=', query.level)
      return Promise.all((await q.orderBy('id', 'desc').execute()).map((r) => recordView(db, r)))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/record/create',
    tags,
    auth: 'required',
    summary: 'Light up one region (idempotent: lighting it again changes nothing)',
    body: K.CreateRecordBody,
    data: K.CheckinRecord,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      await lightUp(db, user.id, [body.regionCode], body.source ?? 'manual', {
        note: body.note,
        photos: body.photos,
      })
      const row = await db
        .selectFrom('checkin_records')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('region_code', '=', body.regionCode)
        .executeTakeFirstOrThrow()
      return recordView(db, row)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/activity/record/delete',
    tags,
    auth: 'required',
    summary: 'Delete one of my records by id',
    body: IdBody,
    data: K.RemoveResult,
    handler: async ({ db, body, ...ctx }) => {
      const r = await db
        .deleteFrom('checkin_records')
        .where('id', '=', body.id)
        .where('user_id', '=', userOf(ctx).id)
        .executeTakeFirst()
      if (r.numDeletedRows === 0n) throw notFound('record not found')
      return { removed: 1 }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/record/complete',
    tags,
    auth: 'required',
    summary: 'Add a note and photos to a record and mark it complete',
    body: K.CompleteRecordBody,
    data: K.CheckinRecord,
    handler: async ({ db, body, ...ctx }) => {
      const row = await db
        .updateTable('checkin_records')
        .set({
          completed: 1,
          ...(body.note !== undefined ? { note: body.note } : {}),
          ...(body.photos ? { photos_json: JSON.stringify(body.photos) } : {}),
        })
        .where('id', '=', body.id)
        .where('user_id', '=', userOf(ctx).id)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw notFound('record not found')
      return recordView(db, row)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/record/custom/list',
    tags,
    auth: 'required',
    summary: 'My custom records (places of my own)',
    data: K.CustomRecordList,
    handler: async ({ db, ...ctx }) =>
      (
        await db
          .selectFrom('custom_records')
          .selectAll()
          .where('user_id', '=', userOf(ctx).id)
          .orderBy('id', 'desc')
          .execute()
      ).map(toCustomRecord),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/record/custom/create',
    tags,
    auth: 'required',
    summary: 'Create a custom record at a point; lights up the region it lies in',
    body: K.CreateCustomBody,
    data: K.CustomRecord,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const region = await nearestRegion(db, body.lat, body.lon)
      if (region) await lightUp(db, user.id, [region.code], 'custom')
      const r = await db
        .insertInto('custom_records')
        .values({
          user_id: user.id,
          name: body.name,
          lat: body.lat,
          lon: body.lon,
          region_code: region?.code ?? null,
          note: body.note ?? null,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toCustomRecord(r)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/update/name',
    tags,
    auth: 'required',
    summary: 'Rename one of my custom records',
    body: K.RenameBody,
    data: K.CustomRecord,
    handler: async ({ db, body, ...ctx }) => {
      const r = await db
        .updateTable('custom_records')
        .set({ name: body.name.trim() })
        .where('id', '=', body.id)
        .where('user_id', '=', userOf(ctx).id)
        .returningAll()
        .executeTakeFirst()
      if (!r) throw notFound('custom record not found')
      return toCustomRecord(r)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/user/nickname_update',
    tags,
    auth: 'required',
    summary: 'My nickname on the check-in map',
    body: K.NicknameBody,
    data: K.NicknameResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      await joinCheckin(db, user.id)
      const nickname = body.nickname.trim() || user.nickname
      await db.updateTable('checkin_users').set({ nickname }).where('user_id', '=', user.id).execute()
      return { nickname }
    },
  })
}
