import type { StorageAdapter } from '../types'
import { atSeam, toPlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { assertStorageKey, assertStorageValue } from '../storage-rules'
import type { BridgePort } from './bridge-port'

const STORAGE = PLATFORM_ERROR_CODES.STORAGE_FAILED

/** The app's key-value store outlives the webview's localStorage, which some builds clear. */
export function createAppStorage({ methods }: BridgePort): StorageAdapter {
  return {
    async getItem(key) {
      assertStorageKey(key)
      try {
        const answer = await methods.getItem({ key })
        return typeof answer?.value === 'string' ? answer.value : null
      } catch (error) {
        // A read native did not answer in time (1.5 s, bridge/client/timeouts.ts) is "no value": the
        // token read of every request must not hold the request up (issue 12 item 5).
        if (error instanceof Error && 'code' in error && error.code === 'ERR_TIMEOUT') return null
        throw toPlatformError(STORAGE, error)
      }
    },
    async setItem(key, value) {
      assertStorageKey(key)
      assertStorageValue(value)
      await atSeam(STORAGE, methods.setItem({ key, value }))
    },
    async removeItem(key) {
      assertStorageKey(key)
      await atSeam(STORAGE, methods.removeItem({ key }))
    },
  }
}
