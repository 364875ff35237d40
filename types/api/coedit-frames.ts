// The co-editing socket's frames that both ends write (docs/co-editing.md "Protocol"): a varUint
// COEDIT_MESSAGE type, then y-protocols' sync or awareness body, as y-websocket frames them. The
// server (server/services/coedit/protocol.ts) and the site's client (src/services/coedit/protocol.ts)
// re-export these; each reads what the other sends in its own protocol.ts (they read different
// messages). Unlike coedit.ts this loads lib0 and y-protocols: only the co-editing code imports it.
import * as encoding from 'lib0/encoding'
import * as syncProtocol from 'y-protocols/sync'
import type * as Y from 'yjs'
import { COEDIT_MESSAGE } from './coedit'

/** "Send me what I lack": the sender's state vector. */
export const syncStep1Message = (doc: Y.Doc): Uint8Array =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, COEDIT_MESSAGE.SYNC)
    syncProtocol.writeSyncStep1(e, doc)
  })

/** What the other side lacks, from its state vector (all of the document without one). */
export const syncStep2Message = (doc: Y.Doc, stateVector?: Uint8Array): Uint8Array =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, COEDIT_MESSAGE.SYNC)
    syncProtocol.writeSyncStep2(e, doc, stateVector)
  })

export const updateMessage = (update: Uint8Array): Uint8Array =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, COEDIT_MESSAGE.SYNC)
    syncProtocol.writeUpdate(e, update)
  })

export const awarenessMessage = (update: Uint8Array): Uint8Array =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, COEDIT_MESSAGE.AWARENESS)
    encoding.writeVarUint8Array(e, update)
  })
