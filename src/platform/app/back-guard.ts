import type { BackGuardAdapter } from '../types'
import type { HistoryBackGuard } from '../web/back-guard'
import type { BridgePort } from './bridge-port'

/**
 * In the app the webview's own history carries the browser-style back (Android's gesture goes there),
 * and native's back button arrives as the `naviBack` event (CONTRACTS.md): both close what holds back.
 */
export function createAppBackGuard(bridge: BridgePort, history: HistoryBackGuard): BackGuardAdapter {
  let subscribed = false
  return {
    hold(onBack) {
      if (!subscribed) {
        subscribed = true
        // Lives as long as the page: the event is the app's back button for every later hold too.
        bridge.on('naviBack', () => void history.takeBack())
      }
      return history.hold(onBack)
    },
  }
}
