import type { RouteRecord } from '@types-shared/routes/route-table'
import { isBrowser } from '@/services/telemetry/browser-hooks'
import { goBack } from '@/services/router/navigate'
import { MESSAGE_TYPES } from './constants'
import { setHighlight } from './highlight'
import { createFrameMessageHandler, type FrameMessage } from './listener'
import type { OutgoingMessage } from './messages'
import { isTrustedOrigin, normalizeOrigin, trustedOrigins } from './origin-policy'
import { isEmbedded } from './embedded'

let trusted: Set<string> = new Set()
let parentOrigin: string | undefined
let removeListener: (() => void) | undefined

// Set at build time through Taro's TARO_APP_ variables; the guard keeps bundles without it (and
// mini-programs, which have no process) safe.
const buildOrigins = () =>
  typeof process !== 'undefined' && process.env ? process.env.TARO_APP_TRUSTED_PARENT_ORIGINS : undefined

/**
 * Starts answering the parent frame (H5 only; a no-op without window or postMessage). `early` are the
 * messages that came before this code did (start.ts kept them): they are answered first, in order.
 */
export function installParentFrame(
  options: { extraOrigins?: string; early?: readonly MessageEvent[] } = {},
): () => void {
  if (removeListener) return removeListener
  if (!isBrowser() || typeof window.addEventListener !== 'function') return () => undefined
  trusted = trustedOrigins(window.location.origin, options.extraOrigins ?? buildOrigins())
  const handle = createFrameMessageHandler(trusted, {
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    highlight: (enabled) => setHighlight(enabled),
    back: () => void goBack(1).catch(() => undefined),
    connected: (origin) => (parentOrigin = origin),
  })
  const onMessage = (event: MessageEvent) =>
    handle({ origin: event.origin, data: event.data, source: event.source as FrameMessage['source'] })
  window.addEventListener('message', onMessage)
  options.early?.forEach(onMessage)
  removeListener = () => {
    window.removeEventListener('message', onMessage)
    removeListener = undefined
  }
  return removeListener
}

/** Where route changes go: the parent that connected, else the referrer when trusted, else every trusted origin (the browser delivers only to a match). */
function parentTargets(): string[] {
  if (parentOrigin) return [parentOrigin]
  const referrer = typeof document === 'undefined' ? null : normalizeOrigin(document.referrer)
  if (isTrustedOrigin(referrer, trusted)) return [referrer]
  return [...trusted]
}

/** CONTRACTS.md: every route change goes to the parent, unless the route's isSendToUBA is false. */
export function notifyRouteChange(route: Pick<RouteRecord, 'pageKey' | 'isSendToUBA'>, path: string): void {
  if (route.isSendToUBA === false || !isEmbedded() || trusted.size === 0) return
  const message: OutgoingMessage = { type: MESSAGE_TYPES.routeChange, path, pageKey: route.pageKey }
  for (const origin of parentTargets()) {
    try {
      window.parent.postMessage(message, origin)
    } catch {
      // A parent that went away is not the page's problem.
    }
  }
}

export function resetParentFrameForTests(): void {
  removeListener?.()
  trusted = new Set()
  parentOrigin = undefined
}
