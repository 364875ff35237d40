/** What a caller needs of an AbortController: a signal to pass on and a way to fire it. */
export interface AbortHandle {
  readonly signal: AbortSignal
  abort(reason?: unknown): void
}

/**
 * An AbortController, or a small stand-in where the runtime has none: mini-program logic layers
 * (WeChat's older base libraries, Alipay, Baidu) do not all provide one, and the assistant's streams
 * are ended by a signal on every platform (issue 17). The stand-in has what axios and our adapters
 * read: `aborted`, `reason`, `onabort` and add/removeEventListener('abort').
 */
export function createAbortHandle(): AbortHandle {
  if (typeof AbortController === 'function') return new AbortController()
  const listeners = new Set<(event: { type: 'abort' }) => void>()
  const signal = {
    aborted: false,
    reason: undefined as unknown,
    onabort: null as ((event: { type: 'abort' }) => void) | null,
    addEventListener: (type: string, listener: (event: { type: 'abort' }) => void) => {
      if (type === 'abort') listeners.add(listener)
    },
    removeEventListener: (type: string, listener: (event: { type: 'abort' }) => void) => {
      if (type === 'abort') listeners.delete(listener)
    },
    throwIfAborted() {
      if (signal.aborted) throw signal.reason
    },
  }
  return {
    signal: signal as unknown as AbortSignal,
    abort(reason?: unknown) {
      if (signal.aborted) return
      signal.aborted = true
      signal.reason = reason ?? new Error('This operation was aborted')
      const event = { type: 'abort' as const }
      signal.onabort?.(event)
      listeners.forEach((listener) => listener(event))
    },
  }
}
