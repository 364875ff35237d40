import Taro from '@tarojs/taro'
import type { StorageAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'
import { assertStorageKey, assertStorageValue } from '../storage-rules'

const STORAGE = PLATFORM_ERROR_CODES.STORAGE_FAILED

export const miniStorage: StorageAdapter = {
  async getItem(key) {
    assertStorageKey(key)
    try {
      const { data } = await Taro.getStorage<unknown>({ key })
      return typeof data === 'string' ? data : null
    } catch {
      // Taro rejects a missing key ("getStorage:fail data not found"): that is simply no value.
      return null
    }
  },
  async setItem(key, value) {
    assertStorageKey(key)
    assertStorageValue(value)
    await atSeam(STORAGE, Taro.setStorage({ key, data: value }))
  },
  async removeItem(key) {
    assertStorageKey(key)
    await atSeam(STORAGE, Taro.removeStorage({ key }))
  },
}
