import type { UiAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES, toPlatformError } from '../errors'
import type { BridgePort } from './bridge-port'
import { isUnanswered, knownUnreachable } from './bridge-reach'

/**
 * The app's own toast, alert and action sheet; the page's own (`web`: Taro's H5 rendering) when native
 * is known not to answer, and for a toast native leaves unanswered, so a share's outcome or the 406
 * alert still shows with a silent bridge (issue 12 item 5).
 */
export function createAppUi(port: BridgePort, web: UiAdapter): UiAdapter {
  const { methods } = port
  const seam = <T>(p: Promise<T>) => atSeam(PLATFORM_ERROR_CODES.UNKNOWN, p)
  return {
    async toast(message, options = {}) {
      if (typeof message !== 'string' || message.length === 0) {
        throw new PlatformError(
          PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
          'message should not be undefined or null',
        )
      }
      if (knownUnreachable(port)) return web.toast(message, options)
      try {
        await methods.toast({ message, duration: options.durationMs })
      } catch (error) {
        if (isUnanswered(error)) return web.toast(message, options)
        throw toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, error)
      }
    },
    async alert(args) {
      if (knownUnreachable(port)) return web.alert(args)
      const { title, desc, actions } = args
      // Result 0 is a success even with no value (CONTRACTS.md): the first action, as the app's default.
      return (await seam(methods.showalertV2({ title, desc, actions })))?.index ?? 0
    },
    async actionSheet(args) {
      if (knownUnreachable(port)) return web.actionSheet(args)
      const { title, desc, actions } = args
      return (await seam(methods.showActionSheet({ title, desc, actions })))?.value ?? null
    },
  }
}
