// Issue 19: the co-editing client and the device's network: offline it lets the socket go at once (a
// browser may keep a dead socket open for minutes, and Chromium's offline mode keeps it open for good),
// edits stay in the document, and they merge as soon as the network is back.
import { createFakeRealtime } from '@/platform/fake/realtime'
import { createCoeditClient } from '../coedit-client'
import type { CoeditClient } from '../coedit-types'
import { readItinerary } from '../itinerary-model'
import { editItem } from '../itinerary-edits'
import { createRelay, manualTimers, settle, type Relay } from './support/relay'

const clients: CoeditClient[] = []
afterEach(() => clients.splice(0).forEach((c) => c.destroy()))

function joinWatched(relay: Relay) {
  const realtime = createFakeRealtime()
  relay.attach(realtime)
  const timers = manualTimers()
  let network: (online: boolean) => void = () => undefined
  const client = createCoeditClient({
    journeyId: 1,
    getTicket: relay.ticketFor('editor'),
    realtime,
    socketUrl: (path) => `wss://api.trip.example${path}`,
    timers,
    random: () => 0.5,
    watchNetwork: (onChange) => {
      network = onChange
      return () => undefined
    },
  })
  clients.push(client)
  return { client, realtime, timers, network: (online: boolean) => network(online) }
}

describe('co-editing client and the network', () => {
  it('reconnects at once when the network comes back, without waiting out the backoff', async () => {
    const relay = createRelay()
    const a = joinWatched(relay)
    await settle()
    a.realtime.setOffline(true)
    await settle()
    expect(a.client.status.kind).toBe('offline')
    a.realtime.setOffline(false)
    a.network(true)
    await settle()
    expect(a.client.status).toEqual({ kind: 'live' })
    expect(a.timers.pending).toHaveLength(0)
  })

  it('lets a socket the device can no longer use go when it goes offline, and merges the edits made meanwhile', async () => {
    const relay = createRelay()
    const a = joinWatched(relay)
    const b = joinWatched(relay)
    await settle()
    const socketOfA = relay.open[0]

    a.network(false)
    await settle()
    expect(socketOfA.closedWith).toMatchObject({ code: 1000, by: 'client' })
    expect(a.client.status.kind).toBe('offline')
    // Both edit while A is away: A's edit stays with A, B's reaches the server.
    editItem(a.client.doc, 'i1', { note: '从 A 离线时写' })
    editItem(b.client.doc, 'i2', { note: '从 B 写' })
    await settle()
    expect(readItinerary(relay.doc).days[0].items.find((i) => i.id === 'i1')?.note).toBeNull()

    a.network(true)
    await settle()
    expect(a.client.status).toEqual({ kind: 'live' })
    const merged = readItinerary(relay.doc)
    expect(readItinerary(a.client.doc)).toEqual(merged)
    expect(readItinerary(b.client.doc)).toEqual(merged)
    const notes = merged.days.flatMap((d) => d.items).map((i) => i.note)
    expect(notes).toEqual(expect.arrayContaining(['从 A 离线时写', '从 B 写']))
  })

  it('going offline while already waiting to reconnect schedules nothing more', async () => {
    const relay = createRelay()
    const a = joinWatched(relay)
    await settle()
    a.realtime.setOffline(true)
    await settle()
    const waiting = a.timers.pending.length
    a.network(false)
    await settle()
    expect(a.timers.pending).toHaveLength(waiting)
  })
})
