// The food trail (issue 16, "follow your mouth to travel"): the curated places per city, and a
// reader's "I ate here" with its undo. Progress of someone else is public through `from`.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/content'
import { foodHome, setEaten } from '../services/food'

const tags = ['food']

export default async function foodRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/food/home',
    tags,
    auth: 'optional',
    summary: "The food trail with the reader's progress, or with `from` a sharer's (404 for an unknown user)",
    query: K.FoodHomeQuery,
    data: K.FoodHome,
    handler: ({ repos, query, user }) => foodHome(repos, query.from ?? user?.id ?? null),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/food/checkin',
    tags,
    auth: 'required',
    summary: '"I ate here" at a trail place; a repeat answers changed false (404 code 40404 off the trail)',
    body: K.FoodCheckinBody,
    data: K.FoodCheckinResult,
    handler: ({ repos, body, ...ctx }) => setEaten(repos, userOf(ctx).id, body.placeId, true),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/food/uncheck',
    tags,
    auth: 'required',
    summary: 'Undo "I ate here"; a repeat answers changed false',
    body: K.FoodCheckinBody,
    data: K.FoodCheckinResult,
    handler: ({ repos, body, ...ctx }) => setEaten(repos, userOf(ctx).id, body.placeId, false),
  })
}
