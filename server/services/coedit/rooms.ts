// The rooms this instance holds, one per journey with sockets open (docs/co-editing.md "Lifecycle"):
// a room is loaded for the first socket and closed (final save, then everything it holds released)
// when the last one leaves; a socket that comes while its room is closing waits and gets a fresh one.
// Announcements from other instances reach the rooms held here.
import { Room, type RoomDeps, type RoomMember } from './room'

export interface Rooms {
  /** The journey's room with the member in it, or null when it is full (connectionsPerJourney). */
  join(journeyId: number, member: RoomMember, maxMembers: number): Promise<Room | null>
  leave(room: Room, member: RoomMember): void
  /** Rooms held now (tests and the benchmark measure unloading with it). */
  size(): number
  /** Saves and closes every room (server shutdown, after the sockets were closed). */
  closeAll(): Promise<void>
}

export function createRooms(deps: RoomDeps): Rooms {
  const rooms = new Map<number, Promise<Room>>()
  const closings = new Set<Promise<void>>()

  const held = (journeyId: number, then: (room: Room) => Promise<void> | void) => {
    const p = rooms.get(journeyId)
    if (!p) return
    p.then(async (room) => {
      if (!room.closing) await then(room)
    }).catch((err) => deps.onError(err, 'applying another instance’s change'))
  }
  deps.fanout.onAnnouncement(({ journeyId, updateId }) =>
    held(journeyId, (room) => room.pullRemote(updateId)),
  )
  deps.fanout.onAwareness(({ journeyId, update }) =>
    held(journeyId, (room) => room.applyRemoteAwareness(update)),
  )
  deps.fanout.onResync(() => {
    for (const journeyId of rooms.keys()) held(journeyId, (room) => room.pullAll())
  })

  return {
    async join(journeyId, member, maxMembers) {
      for (;;) {
        let p = rooms.get(journeyId)
        if (!p) {
          const opening = Room.open(journeyId, deps)
          p = opening
          rooms.set(journeyId, opening)
          opening.catch(() => {
            if (rooms.get(journeyId) === opening) rooms.delete(journeyId)
          })
        }
        const room = await p
        if (room.closing) {
          await room.closing
          if (rooms.get(journeyId) === p) rooms.delete(journeyId)
          continue
        }
        if (room.members.size >= maxMembers) {
          // The room was opened for this socket alone and nobody else is in it: let it go.
          if (!room.members.size) this.leave(room, member)
          return null
        }
        room.members.add(member)
        return room
      }
    },

    leave(room, member) {
      room.members.delete(member)
      if (room.members.size || room.closing) return
      // A room's entry stays until it is closed, so the entry now is this room's.
      const entry = rooms.get(room.journeyId)
      const closing = room.close().finally(() => {
        closings.delete(closing)
        if (rooms.get(room.journeyId) === entry) rooms.delete(room.journeyId)
      })
      closings.add(closing)
    },

    size: () => rooms.size,

    async closeAll() {
      const open = await Promise.allSettled([...rooms.values()])
      await Promise.allSettled([
        ...closings,
        ...open.flatMap((r) => (r.status === 'fulfilled' ? [r.value.close()] : [])),
      ])
      rooms.clear()
    },
  }
}
