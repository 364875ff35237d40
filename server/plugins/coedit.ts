// App plugin: live co-editing (issue 19, docs/co-editing.md). Registers @fastify/websocket (before the
// routes, as it must be), the fan-out between instances (PostgreSQL LISTEN/NOTIFY; nothing on SQLite)
// and the rooms, decorated as app.coedit. At close, after the sockets were closed, every room is saved
// and released before the database closes (this plugin comes after it, so its onClose runs first).
import crypto from 'node:crypto'
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config'
import { shared } from '../lib/plugin'
import { createCoeditFanout } from '../repositories/coedit-fanout'
import { createRooms, type Rooms } from '../services/coedit/rooms'
import { SOCKET_MAX_PAYLOAD, type CoeditLimits } from '../services/coedit/constants'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    coedit: { rooms: Rooms; limits: CoeditLimits }
  }
}

export default shared<{ config: AppConfig }>(async function coedit(app: FastifyInstance, { config }) {
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } })
  const onError = (err: unknown, what: string) => app.log.error({ err }, `co-editing: ${what} failed`)
  const fanout = await createCoeditFanout(app.db, config.databaseUrl, crypto.randomUUID(), (err) =>
    onError(err, 'listening to the other instances'),
  )
  const rooms = createRooms({ repos: app.repos, fanout, onError })
  app.decorate('coedit', { rooms, limits: config.coedit })
  app.addHook('onClose', async () => {
    await rooms.closeAll()
    await fanout.close()
  })
}, 'coedit')
