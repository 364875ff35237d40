// Check-in, what anyone may read: the region table (names for the map) and a lit map its traveller
// has shared. A map is shown only once its traveller shared it (activity/share counted it): a user id
// in an address is no key to anyone's places (docs/checkin.md, "Who sees a lit map").
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import * as K from '../../types/api/checkin'
import { litCounts, regions, regionView } from '../services/checkin'
import { notFound } from '../errors'

const tags = ['checkin']

export default async function checkinPublicRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/region/list',
    tags,
    summary: 'Countries, provinces and cities (all, or the children of one, or one level)',
    query: K.RegionListQuery,
    data: K.RegionList,
    handler: async ({ repos, query }) =>
      [...(await regions(repos)).values()]
        .filter((r) => query.parentCode === undefined || r.parent_code === query.parentCode)
        .filter((r) => query.level === undefined || r.level === query.level)
        .map(regionView),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/light/up/shared',
    tags,
    summary: "A traveller's shared lit map: their nickname, lit region codes and counts",
    query: K.SharedMapQuery,
    data: K.SharedMap,
    handler: async ({ repos, query }) => {
      const participant = await repos.checkin.findParticipant(query.from)
      // Never shared and never joined look the same from outside: no way to probe who takes part.
      if (!participant || participant.shares < 1) throw notFound('no shared map')
      const user = await repos.users.findById(query.from)
      const records = await repos.checkin.listRecords(query.from)
      return {
        nickname: participant.nickname ?? user?.nickname ?? '',
        codes: records.map((r) => r.region_code),
        ...(await litCounts(repos, query.from)),
      }
    },
  })
}
