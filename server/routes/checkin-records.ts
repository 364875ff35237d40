// Check-in: records, custom records, templates, icons, search and statistics.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import { IdBody } from '../../types/api/common'
import * as K from '../../types/api/checkin'
import { recordView, lightUp, nearestRegion } from '../services/checkin'
import { badRequest, notFound, orNotFound } from '../errors'
import type { CustomRecordRow } from '../repositories/checkin'
import {
  addDays,
  VISITED_ON_EARLIEST,
  VISITED_ON_GRACE_DAYS,
  visitedOnProblem,
} from '../../types/api/custom-record-rules'

const tags = ['checkin']

/** A custom_records row as the API shows it. */
function toCustomRecord(r: CustomRecordRow): K.CustomRecord {
  return {
    id: r.id,
    name: r.name,
    lat: r.lat,
    lon: r.lon,
    regionCode: r.region_code,
    note: r.note,
    visitedOn: r.visited_on,
    photos: JSON.parse(r.photos_json) as string[],
    createdAt: r.created_at,
  }
}

/** The visit date as given, or a 400 naming what is wrong with it (custom-record-rules.ts). */
function checkedVisitedOn(value: string | undefined): string | null {
  if (value === undefined) return null
  const latest = addDays(new Date().toISOString().slice(0, 10), VISITED_ON_GRACE_DAYS)
  const problem = visitedOnProblem(value, latest)
  if (problem === 'format') throw badRequest(`visitedOn ${value} is not a calendar date`)
  if (problem === 'too-early') throw badRequest(`visitedOn must not be before ${VISITED_ON_EARLIEST}`)
  if (problem === 'future') throw badRequest(`visitedOn must not be after ${latest}`)
  return value
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
    handler: async ({ repos, query, ...ctx }) => {
      const rows = await repos.checkin.listRecords(userOf(ctx).id, query.level)
      return Promise.all(rows.map((r) => recordView(repos, r)))
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      await lightUp(repos, user.id, [body.regionCode], body.source ?? 'manual', {
        note: body.note,
        photos: body.photos,
      })
      const row = await repos.checkin.findRecordOfRegion(user.id, body.regionCode)
      return recordView(repos, orNotFound(row, 'record not found'))
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
    handler: async ({ repos, body, ...ctx }) => {
      if ((await repos.checkin.deleteRecord(userOf(ctx).id, { id: body.id })) === 0)
        throw notFound('record not found')
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
    handler: async ({ repos, body, ...ctx }) => {
      const row = await repos.checkin.completeRecord(userOf(ctx).id, body.id, {
        note: body.note,
        photos: body.photos,
      })
      return recordView(repos, orNotFound(row, 'record not found'))
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/record/custom/list',
    tags,
    auth: 'required',
    summary: 'My custom records (places of my own)',
    data: K.CustomRecordList,
    handler: async ({ repos, ...ctx }) =>
      (await repos.checkin.listCustomRecords(userOf(ctx).id)).map(toCustomRecord),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/record/custom/create',
    tags,
    auth: 'required',
    summary:
      'Create a custom record at a point (WGS-84), with an optional visit date, note and photos; lights up ' +
      'the region it lies in. The same name twice makes two records',
    body: K.CreateCustomBody,
    data: K.CustomRecord,
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      // Every check before any write: a refused body stores nothing, not even the lit region.
      const visitedOn = checkedVisitedOn(body.visitedOn)
      const region = await nearestRegion(repos, body.lat, body.lon)
      const row = await repos.inTransaction(async (tx) => {
        if (region) await lightUp(tx, user.id, [region.code], 'custom')
        return tx.checkin.createCustomRecord(user.id, {
          name: body.name.trim(),
          lat: body.lat,
          lon: body.lon,
          regionCode: region?.code ?? null,
          note: body.note ?? null,
          visitedOn,
          photos: body.photos ?? [],
        })
      })
      return toCustomRecord(row)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/record/custom/delete',
    tags,
    auth: 'required',
    summary:
      'Delete one of my custom records (404 for an unknown id or one of another traveller). The region it ' +
      'lit stays lit: it may have been lit otherwise; delete that record to take it off the map',
    body: IdBody,
    data: K.RemoveResult,
    handler: async ({ repos, body, ...ctx }) => {
      if ((await repos.checkin.deleteCustomRecord(userOf(ctx).id, body.id)) === 0)
        throw notFound('custom record not found')
      return { removed: 1 }
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
    handler: async ({ repos, body, ...ctx }) => {
      const r = await repos.checkin.renameCustomRecord(userOf(ctx).id, body.id, body.name.trim())
      return toCustomRecord(orNotFound(r, 'custom record not found'))
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      await repos.checkin.join(user.id)
      const nickname = body.nickname.trim() || user.nickname
      await repos.checkin.setNickname(user.id, nickname)
      return { nickname }
    },
  })
}
