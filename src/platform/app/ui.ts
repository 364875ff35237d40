import type { UiAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import type { BridgePort } from './bridge-port'

export function createAppUi({ methods }: BridgePort): UiAdapter {
  const seam = <T>(p: Promise<T>) => atSeam(PLATFORM_ERROR_CODES.UNKNOWN, p)
  return {
    async toast(message, options = {}) {
      if (typeof message !== 'string' || message.length === 0) {
        throw new PlatformError(
          PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
          'message should not be undefined or null',
        )
      }
      await seam(methods.toast({ message, duration: options.durationMs }))
    },
    async alert({ title, desc, actions }) {
      return (await seam(methods.showalertV2({ title, desc, actions }))).index
    },
    async actionSheet({ title, desc, actions }) {
      return (await seam(methods.showActionSheet({ title, desc, actions }))).value
    },
  }
}
