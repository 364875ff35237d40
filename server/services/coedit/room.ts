// One journey's live document on this instance (docs/co-editing.md "Lifecycle", "Persistence"): the
// Y.Doc and presence, the sockets on it, the writer that appends applied updates, and the debounced
// save (compaction, then materialisation into the journey's tables). Made by the registry (rooms.ts)
// when the first socket comes, destroyed after a final save when the last one leaves.
import * as Y from 'yjs'
import * as awarenessProtocol from 'y-protocols/awareness'
import type { Repositories } from '../../repositories'
import type { CoeditFanout } from '../../repositories/coedit-fanout'
import { readItinerary, seedState } from './doc-model'
import { awarenessMessage, updateMessage } from './protocol'
import { SAVE_DEBOUNCE_MS, SAVE_MAX_WAIT_MS } from './constants'

/** A socket on a room, as the room sees it. */
export interface RoomMember {
  send(message: Uint8Array): void
}

/** Changes that came from storage or another instance: sent on to the sockets, never appended again. */
export const STORED = Symbol('stored')

export interface RoomDeps {
  repos: Pick<Repositories, 'coedit' | 'coeditItinerary'>
  fanout: CoeditFanout
  onError(err: unknown, what: string): void
}

export class Room {
  readonly doc = new Y.Doc()
  readonly awareness = new awarenessProtocol.Awareness(this.doc)
  readonly members = new Set<RoomMember>()
  /** Set once the room started to close: the registry opens a new one for later sockets. */
  closing: Promise<void> | null = null
  /** Encoded size, overestimated between exact measures (Limits: document size). */
  private size = 0
  /** Update rows this document contains: compaction deletes exactly these. */
  private readonly applied = new Set<number>()
  private pending: Uint8Array[] = []
  private writing: Promise<void> = Promise.resolve()
  private saveTimer: NodeJS.Timeout | undefined
  private firstUnsavedAt = 0
  private lastWritten: string | null = null
  /** A change was applied here since the last save. */
  private dirty = false
  private titles = { title: '', titleEn: '' }

  private constructor(
    readonly journeyId: number,
    private readonly deps: RoomDeps,
  ) {
    this.awareness.setLocalState(null)
    this.doc.on('update', this.onUpdate)
    this.awareness.on('update', this.onAwareness)
  }

  /** Loads a journey's document: its snapshot and later updates, seeded from the tables the first time. */
  static async open(journeyId: number, deps: RoomDeps): Promise<Room> {
    const room = new Room(journeyId, deps)
    try {
      const { coedit, coeditItinerary } = deps.repos
      const itinerary = await coeditItinerary.read(journeyId)
      if (!itinerary) throw new Error(`journey ${journeyId} not found`)
      room.titles = { title: itinerary.title, titleEn: itinerary.titleEn }
      let stored = await coedit.load(journeyId)
      if (!stored.snapshot && !stored.updates.length) {
        // Another instance may seed at the same moment: one snapshot is kept, and both are identical
        // (the seed's client id is fixed), so no item can appear twice.
        await coedit.createSnapshot(journeyId, seedState(itinerary))
        stored = await coedit.load(journeyId)
      }
      room.applyStored(stored.snapshot, stored.updates)
      room.size = Y.encodeStateAsUpdate(room.doc).length
      // Rows left behind (a crash before the last save) may not have reached the tables yet.
      room.lastWritten = stored.updates.length ? null : JSON.stringify(room.itinerary())
      return room
    } catch (err) {
      room.destroy()
      throw err
    }
  }

  private applyStored(snapshot: Uint8Array | null, updates: { id: number; data: Uint8Array }[]) {
    Y.transact(
      this.doc,
      () => {
        if (snapshot) Y.applyUpdate(this.doc, snapshot, STORED)
        for (const u of updates) {
          Y.applyUpdate(this.doc, u.data, STORED)
          this.applied.add(u.id)
        }
      },
      STORED,
    )
  }

  /** Whether applying an update of this many bytes keeps the document within `max` bytes. */
  fits(updateBytes: number, max: number): boolean {
    if (this.size + updateBytes <= max) return true
    this.size = Y.encodeStateAsUpdate(this.doc).length
    return this.size + updateBytes <= max
  }

  private onUpdate = (update: Uint8Array, origin: unknown) => {
    this.size += update.length
    const message = updateMessage(update)
    for (const m of this.members) if (m !== origin) m.send(message)
    if (origin === STORED) return
    this.dirty = true
    this.pending.push(update)
    this.writing = this.writing.then(() => this.appendPending())
    this.scheduleSave()
  }

  private onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    const changed = [...added, ...updated, ...removed]
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)
    const message = awarenessMessage(update)
    for (const m of this.members) m.send(message)
    if (origin !== STORED) this.publishAwareness(update)
  }

  private publishAwareness(update: Uint8Array) {
    this.deps.fanout
      .publishAwareness({ journeyId: this.journeyId, update })
      .catch((err) => this.deps.onError(err, 'announcing presence'))
  }

  /** Appends what was applied since the last append, as one row, and announces it. */
  private async appendPending(): Promise<void> {
    if (!this.pending.length) return
    const batch = this.pending.length === 1 ? this.pending[0] : Y.mergeUpdates(this.pending)
    this.pending = []
    try {
      const id = await this.deps.repos.coedit.append(this.journeyId, batch)
      this.applied.add(id)
      await this.deps.fanout.publish({ journeyId: this.journeyId, updateId: id })
    } catch (err) {
      // The clients still hold the change and send it again on their next sync; the next save
      // compacts the whole document anyway.
      this.deps.onError(err, 'appending an update')
    }
  }

  private scheduleSave() {
    const now = Date.now()
    if (!this.saveTimer) this.firstUnsavedAt = now
    clearTimeout(this.saveTimer)
    const wait = Math.max(0, Math.min(SAVE_DEBOUNCE_MS, this.firstUnsavedAt + SAVE_MAX_WAIT_MS - now))
    this.saveTimer = setTimeout(() => void this.save(), wait)
  }

  private itinerary() {
    return readItinerary(this.doc, this.titles).itinerary
  }

  private saving: Promise<void> = Promise.resolve()

  /** Compacts the stored updates into the snapshot and writes the itinerary back, one save at a time. */
  save(): Promise<void> {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    this.saving = this.saving.then(() => this.saveNow())
    return this.saving
  }

  private async saveNow(): Promise<void> {
    try {
      await this.writing
      if (!this.dirty && !this.applied.size && this.lastWritten !== null) return
      this.dirty = false
      const merged = [...this.applied]
      await this.deps.repos.coedit.compact(
        this.journeyId,
        (old) => {
          // Another instance's merge may hold changes this one has not seen yet: take them in first.
          if (old) Y.applyUpdate(this.doc, old, STORED)
          return Y.encodeStateAsUpdate(this.doc)
        },
        merged,
      )
      for (const id of merged) this.applied.delete(id)
      const itinerary = this.itinerary()
      const key = JSON.stringify(itinerary)
      if (key !== this.lastWritten) {
        await this.deps.repos.coeditItinerary.write(this.journeyId, itinerary)
        this.lastWritten = key
      }
    } catch (err) {
      this.dirty = true
      this.deps.onError(err, 'saving a document')
    }
  }

  /** Updates another instance appended (NOTIFY); rows compacted meanwhile come with the snapshot. */
  async pullRemote(updateId: number): Promise<void> {
    const rows = await this.deps.repos.coedit.readUpdates(this.journeyId, [updateId])
    if (rows.length) this.applyStored(null, rows)
    else await this.pullAll()
  }

  /** Everything stored: after the listening connection was lost, announcements may be missing. */
  async pullAll(): Promise<void> {
    const stored = await this.deps.repos.coedit.load(this.journeyId)
    this.applyStored(stored.snapshot, stored.updates)
  }

  /** Presence from another instance. */
  applyRemoteAwareness(update: Uint8Array) {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, STORED)
  }

  /** Closes after a final save; the registry calls it when the last socket left. */
  close(): Promise<void> {
    this.closing ??= this.save().then(() => this.destroy())
    return this.closing
  }

  private destroy() {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    this.doc.off('update', this.onUpdate)
    this.awareness.off('update', this.onAwareness)
    this.awareness.destroy()
    this.doc.destroy()
    this.members.clear()
  }
}
