import { takeSpamReload, type SessionStore } from './anti-spam'
import type { ResponseAction } from './response-rules'

/** What the page does for each action of response-rules.ts; the defaults live in default-handlers.ts. */
export interface ResponseHandlers {
  /** 401, or a 200 with -101 (SPEC.md section 8). */
  unauthorized(): void
  forbidden(): void
  /** 418 redpass or an unknown locationTag: the exception page with this code. */
  exception(code: number): void
  /** 418 with locationTag sso. */
  login(): void
  /** 406 with x-kong-sign 2: "system time error". */
  timeAlert(): void
  reload(): void
}

/** Runs the side effect of an action. Handlers must not throw into the request's own rejection. */
export function runAction(action: ResponseAction, handlers: ResponseHandlers, store: SessionStore): void {
  try {
    switch (action.type) {
      case 'unauthorized':
        return handlers.unauthorized()
      case 'forbidden':
        return handlers.forbidden()
      case 'exception':
        return handlers.exception(action.code)
      case 'login':
        return handlers.login()
      case 'time-alert':
        return handlers.timeAlert()
      case 'spam-reload':
        if (takeSpamReload(store, action.kind)) handlers.reload()
        return
      case 'none':
        return
    }
  } catch (error) {
    console.error('http: a response handler failed', error)
  }
}
