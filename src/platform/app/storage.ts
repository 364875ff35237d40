import type { StorageAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'
import { assertStorageKey, assertStorageValue } from '../storage-rules'
import type { BridgePort } from './bridge-port'

const STORAGE = PLATFORM_ERROR_CODES.STORAGE_FAILED

/** The app's key-value store outlives the webview's localStorage, which some builds clear. */
export function createAppStorage({ methods }: BridgePort): StorageAdapter {
  return {
    async getItem(key) {
      assertStorageKey(key)
      const { value } = await atSeam(STORAGE, methods.getItem({ key }))
      return typeof value === 'string' ? value : null
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
