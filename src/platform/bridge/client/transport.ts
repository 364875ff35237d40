import { CALLBACK_GLOBAL, EMIT_GLOBAL } from './constants'

export interface BridgeMessage {
  method: string
  callback: string
  args: Record<string, unknown>
}

export interface BridgeAnswer {
  result: number
  value?: unknown
  message?: string
}

/**
 * The native side as the page sees it (CONTRACTS.md). One implementation talks to the real webview
 * globals; the host-app simulator and the tests provide the same globals, so they use it too.
 */
export interface BridgeTransport {
  /** The new channel is present now. */
  isAvailable(): boolean
  post(message: BridgeMessage): void
  /** Sends on the old channel; false when the app has no old method of that name. */
  postLegacy(method: string, args: Record<string, unknown>, callback: string): boolean
  /** Installs the answer and event receivers; returns a function that removes them. */
  listen(
    onAnswer: (callback: string, answer: unknown) => void,
    onEvent: (name: string, data: unknown) => void,
  ): () => void
}

type BridgeWindow = Window & {
  webkit?: { messageHandlers?: { tripBridge?: { postMessage(message: unknown): void } } }
  tripBridge?: { postMessage(json: string): void }
  TripAppLegacy?: Record<string, ((argsJson: string, callback: string) => void) | undefined>
  [CALLBACK_GLOBAL]?: (callback: string, answer: unknown) => void
  [EMIT_GLOBAL]?: (name: string, data: unknown) => void
}

export function createWindowTransport(win: Window): BridgeTransport {
  const w = win as BridgeWindow
  return {
    isAvailable: () => Boolean(w.webkit?.messageHandlers?.tripBridge || w.tripBridge),
    post(message) {
      // iOS takes the object; Android and Harmony take a JSON string.
      const ios = w.webkit?.messageHandlers?.tripBridge
      if (ios) ios.postMessage(message)
      else w.tripBridge?.postMessage(JSON.stringify(message))
    },
    postLegacy(method, args, callback) {
      const legacy = w.TripAppLegacy?.[method]
      if (typeof legacy !== 'function') return false
      legacy.call(w.TripAppLegacy, JSON.stringify(args), callback)
      return true
    },
    listen(onAnswer, onEvent) {
      w[CALLBACK_GLOBAL] = onAnswer
      w[EMIT_GLOBAL] = onEvent
      return () => {
        if (w[CALLBACK_GLOBAL] === onAnswer) delete w[CALLBACK_GLOBAL]
        if (w[EMIT_GLOBAL] === onEvent) delete w[EMIT_GLOBAL]
      }
    },
  }
}
