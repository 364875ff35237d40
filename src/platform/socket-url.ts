import { isAllowedUrl, type UrlPolicy } from './url-policy'
import { PlatformError, PLATFORM_ERROR_CODES } from './errors'

/**
 * Whether a socket may be opened to `raw`: ws/wss on a host the url policy allows (DEVELOPERS.md: never
 * load outside the allowed hosts). The host check is url-policy's own, on the http(s) twin of the
 * address, so sockets and links agree on what a host is. `secureOnly`: mini-programs accept wss alone.
 */
export function isAllowedSocketUrl(
  raw: string,
  policy: UrlPolicy,
  options: { secureOnly: boolean },
): boolean {
  if (typeof raw !== 'string') return false
  const scheme = /^(wss?):\/\//i.exec(raw)?.[1]?.toLowerCase()
  if (!scheme || (options.secureOnly && scheme !== 'wss')) return false
  return isAllowedUrl(raw.replace(/^wss?/i, scheme === 'wss' ? 'https' : 'http'), policy)
}

export function assertSocketUrl(raw: string, policy: UrlPolicy, options: { secureOnly: boolean }): void {
  if (!isAllowedSocketUrl(raw, policy, options)) {
    throw new PlatformError(
      PLATFORM_ERROR_CODES.URL_NOT_ALLOWED,
      `not an allowed socket address${options.secureOnly ? ' (wss only)' : ''}: ${String(raw).split('?')[0]}`,
    )
  }
}

/** Listener sets per event, for the adapters' `on`. */
export function createEmitter<Events extends { [K in keyof Events]: (...args: never[]) => void }>() {
  const listeners: { [K in keyof Events]?: Set<Events[K]> } = {}
  return {
    on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
      const set = (listeners[event] ??= new Set())
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
      for (const listener of [...(listeners[event] ?? [])])
        (listener as (...a: Parameters<Events[E]>) => void)(...args)
    },
  }
}

/** A copy of exactly the bytes of a view, as the ArrayBuffer every platform's send takes. */
export function toArrayBuffer(data: ArrayBuffer | Uint8Array): ArrayBuffer {
  // isView, not instanceof: an ArrayBuffer from another realm (a webview's, jsdom's) fails instanceof.
  if (!ArrayBuffer.isView(data)) return data
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer
}
