// The co-editing socket's messages as the client reads and writes them (types/api/coedit.ts
// COEDIT_MESSAGE, docs/co-editing.md "Protocol"): y-protocols' sync and awareness framed as y-websocket
// frames them (written by the frames shared with the server, types/api/coedit-frames.ts), and the
// server's SESSION and ERROR, whose bodies are JSON strings.
import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import { COEDIT_MESSAGE, type CoeditErrorBody, type CoeditSession } from '@types-shared/api/coedit'

export {
  awarenessMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
} from '@types-shared/api/coedit-frames'

export type ServerMessage =
  | { type: 'sync-step1'; stateVector: Uint8Array }
  /** Step 2 and update alike: both carry an update to merge. */
  | { type: 'sync-step2'; update: Uint8Array }
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'session'; session: CoeditSession }
  | { type: 'error'; error: CoeditErrorBody }

/** Reads one server message; throws on anything it cannot read (the caller reports it, never crashes). */
export function readServerMessage(data: Uint8Array): ServerMessage {
  const d = decoding.createDecoder(data)
  const type = decoding.readVarUint(d)
  switch (type) {
    case COEDIT_MESSAGE.SYNC: {
      const step = decoding.readVarUint(d)
      const body = decoding.readVarUint8Array(d)
      if (step === syncProtocol.messageYjsSyncStep1) return { type: 'sync-step1', stateVector: body }
      if (step === syncProtocol.messageYjsSyncStep2) return { type: 'sync-step2', update: body }
      if (step === syncProtocol.messageYjsUpdate) return { type: 'update', update: body }
      throw new Error(`unknown sync step ${step}`)
    }
    case COEDIT_MESSAGE.AWARENESS:
      return { type: 'awareness', update: decoding.readVarUint8Array(d) }
    case COEDIT_MESSAGE.SESSION:
      return { type: 'session', session: JSON.parse(decoding.readVarString(d)) as CoeditSession }
    case COEDIT_MESSAGE.ERROR:
      return { type: 'error', error: JSON.parse(decoding.readVarString(d)) as CoeditErrorBody }
    default:
      throw new Error(`unknown message type ${type}`)
  }
}

/** The first varUint and, for sync messages, the step: enough to tell what a sent message was. */
export function messageKind(
  data: Uint8Array,
): 'sync-step1' | 'sync-step2' | 'update' | 'awareness' | 'other' {
  const d = decoding.createDecoder(data)
  const type = decoding.readVarUint(d)
  if (type === COEDIT_MESSAGE.AWARENESS) return 'awareness'
  if (type !== COEDIT_MESSAGE.SYNC) return 'other'
  const step = decoding.readVarUint(d)
  return step === syncProtocol.messageYjsSyncStep1
    ? 'sync-step1'
    : step === syncProtocol.messageYjsSyncStep2
      ? 'sync-step2'
      : 'update'
}
