// Development and tests: codes exchanged here, with no outside service. A code `dev-<name>` (or
// `dev-<name>.<anything>`, so a test can sign the same person in twice) is the traveller <name>; any
// other code is a traveller of its own. Like the vendors' codes, each code works once.
import crypto from 'node:crypto'
import type { MiniVendor } from '../../../types/api/user'
import { MiniLoginError, type CodeExchanger } from './exchanger'

const NAMED = /^dev-([a-z0-9]{1,32})(?:\.[\w-]{1,64})?$/
/** Codes already used, kept for the vendors' five minutes, so a replayed code is refused. */
const CODE_TTL_MS = 5 * 60_000
const MAX_REMEMBERED = 10_000

export const LOCAL_APP_ID = 'local'

export function localExchanger(vendor: MiniVendor, now: () => number = Date.now): CodeExchanger {
  const used = new Map<string, number>()
  return {
    vendor,
    appId: LOCAL_APP_ID,
    async exchange(code) {
      const at = now()
      for (const [seen, time] of used) {
        if (at - time < CODE_TTL_MS && used.size < MAX_REMEMBERED) break
        used.delete(seen)
      }
      if (used.has(code)) throw new MiniLoginError('code', 'this code was used already')
      used.set(code, at)
      const named = NAMED.exec(code)
      const openid = named
        ? `dev-${named[1]}`
        : `dev-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`
      return { openid, unionid: null }
    },
  }
}
