// The co-editing socket's binary messages (types/api/coedit.ts COEDIT_MESSAGE, docs/co-editing.md
// "Protocol"): y-protocols' sync and awareness framed as y-websocket frames them (written by the
// frames shared with the site's client, types/api/coedit-frames.ts), what clients send read, and this
// server's SESSION and ERROR messages, whose bodies are JSON strings.
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import { COEDIT_MESSAGE } from '../../../types/api/coedit'

export {
  awarenessMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
} from '../../../types/api/coedit-frames'

export const SYNC_STEP1 = syncProtocol.messageYjsSyncStep1
export const SYNC_STEP2 = syncProtocol.messageYjsSyncStep2
export const SYNC_UPDATE = syncProtocol.messageYjsUpdate

/** A message as the server reads it; `update` carries step 2 and update alike (both are updates). */
export type Incoming =
  | { type: 'sync-step1'; stateVector: Uint8Array }
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'query-awareness' }

/** Reads one client message; throws on anything malformed or of a type clients do not send. */
export function readMessage(data: Uint8Array): Incoming {
  const d = decoding.createDecoder(data)
  const type = decoding.readVarUint(d)
  if (type === COEDIT_MESSAGE.SYNC) {
    const step = decoding.readVarUint(d)
    if (step === SYNC_STEP1) return { type: 'sync-step1', stateVector: decoding.readVarUint8Array(d) }
    if (step === SYNC_STEP2 || step === SYNC_UPDATE)
      return { type: 'update', update: decoding.readVarUint8Array(d) }
    throw new Error(`unknown sync step ${step}`)
  }
  if (type === COEDIT_MESSAGE.AWARENESS) return { type: 'awareness', update: decoding.readVarUint8Array(d) }
  if (type === COEDIT_MESSAGE.QUERY_AWARENESS) return { type: 'query-awareness' }
  throw new Error(`unknown message type ${type}`)
}

const jsonMessage = (type: number, body: unknown): Uint8Array =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, type)
    encoding.writeVarString(e, JSON.stringify(body))
  })

export interface SessionBody {
  journeyId: number
  role: 'editor' | 'reader'
  user: { id: number | null; name: string; color: string }
  limits: { docMaxBytes: number; messageMaxBytes: number; updatesPerSecond: number; updateBurst: number }
}

export const sessionMessage = (body: SessionBody) => jsonMessage(COEDIT_MESSAGE.SESSION, body)

export interface ErrorBody {
  code: string
  message: string
  retryInMs?: number
}

export const errorMessage = (body: ErrorBody) => jsonMessage(COEDIT_MESSAGE.ERROR, body)

/** The client ids an awareness update speaks for (its format: count, then id, clock, state each). */
export function awarenessClients(update: Uint8Array): number[] {
  const d = decoding.createDecoder(update)
  const n = decoding.readVarUint(d)
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    ids.push(decoding.readVarUint(d))
    decoding.readVarUint(d)
    decoding.readVarString(d)
  }
  return ids
}
