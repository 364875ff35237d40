// The product API: every path of SPEC.md section 7, registered once per prefix
// (/api/v1 for the travel pages, /fe_api behind X-Sign verification).
import type { FastifyInstance } from 'fastify'
import journeyRoutes from './journey'
import placeRoutes from './place'
import authRoutes from './auth'
import userRoutes from './user'
import summerRoutes from './summer'
import checkinRecordRoutes from './checkin-records'
import checkinLightRoutes from './checkin-light'
import checkinSyncRoutes from './checkin-sync'
import checkinBrowseRoutes from './checkin-browse'
import checkinPublicRoutes from './checkin-public'
import wishRoutes from './wish'
import captureRoutes from './capture'
import magazineRoutes from './magazine'
import chatRoutes from './chat'
import otherRoutes from './other'
import uploadRoutes from './upload'
import coeditorRoutes from './co-editor'
import coeditRoutes from './coedit'
import miniCodeRoutes from './mini-code'
import homeRoutes from './home'
import prizeOpsRoutes from './prize-ops'
import contentRoutes from './content'
import foodRoutes from './food'

export const API_ROUTE_PLUGINS = [
  authRoutes,
  userRoutes,
  journeyRoutes,
  placeRoutes,
  summerRoutes,
  checkinRecordRoutes,
  checkinLightRoutes,
  checkinSyncRoutes,
  checkinBrowseRoutes,
  checkinPublicRoutes,
  wishRoutes,
  captureRoutes,
  magazineRoutes,
  chatRoutes,
  otherRoutes,
  uploadRoutes,
  coeditorRoutes,
  coeditRoutes,
  miniCodeRoutes,
  homeRoutes,
  prizeOpsRoutes,
  contentRoutes,
  foodRoutes,
]

export default async function apiRoutes(app: FastifyInstance) {
  for (const plugin of API_ROUTE_PLUGINS) await app.register(plugin)
}
