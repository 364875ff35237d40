import type { BridgePort } from './bridge-port'

/** Bridge rejections after which the web way is tried: no answer in time, or no bridge to take the call. */
export function isUnanswered(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : ''
  return code === 'ERR_TIMEOUT' || code === 'ERR_NOT_SUPPORT'
}

/** Already known not to answer: no bridge object, or the latest call went unanswered. No waiting. */
export function knownUnreachable({ client }: BridgePort): boolean {
  return Boolean(client && (!client.available || client.responsiveness === 'silent'))
}

/**
 * Whether a call that waits for the user (share sheet, save to photos) can be trusted to the bridge.
 * Known answers decide at once; before any answer a quick info call (2 s, timeouts.ts) asks. A failure
 * answer (-1) still shows native is there.
 */
export async function bridgeAnswers(port: BridgePort): Promise<boolean> {
  const { client } = port
  if (!client) return true
  // Read afresh each time: the probe below changes it.
  const answering = () => client.responsiveness === 'answering'
  if (knownUnreachable(port)) return false
  if (answering()) return true
  await port.methods.getAppInfo({}).catch(() => undefined)
  return answering()
}
