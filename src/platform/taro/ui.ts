import Taro from '@tarojs/taro'
import type { UiAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

const UI = PLATFORM_ERROR_CODES.UNKNOWN
const DEFAULT_TOAST_MS = 2000

/**
 * Toast, modal and action sheet through Taro: native in mini-programs, and Taro's own DOM rendering on
 * H5, which is what the web wants too (one look on every browser).
 */
export const taroUi: UiAdapter = {
  async toast(message, options = {}) {
    if (typeof message !== 'string' || message.length === 0) {
      throw new PlatformError(
        PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
        'message should not be undefined or null',
      )
    }
    await atSeam(
      UI,
      Taro.showToast({ title: message, icon: 'none', duration: options.durationMs ?? DEFAULT_TOAST_MS }),
    )
  },
  async alert({ title = '', desc = '', actions }) {
    if (actions.length === 0 || actions.length > 2) {
      // A Taro modal has one or two buttons; longer lists belong in an action sheet.
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'an alert takes one or two actions')
    }
    const cancelIndex = actions.length === 2 ? actions.findIndex((a) => a.style === 'cancel') : -1
    const cancel = cancelIndex === -1 ? (actions.length === 2 ? 0 : -1) : cancelIndex
    const confirm = actions.length === 1 ? 0 : cancel === 0 ? 1 : 0
    const result = await atSeam(
      UI,
      Taro.showModal({
        title,
        content: desc,
        showCancel: cancel !== -1,
        cancelText: cancel !== -1 ? actions[cancel].name : undefined,
        confirmText: actions[confirm].name,
        confirmColor: actions[confirm].style === 'destructive' ? '#d93025' : undefined,
      }),
    )
    return result.confirm ? confirm : cancel
  },
  async actionSheet({ title, actions }) {
    try {
      const { tapIndex } = await Taro.showActionSheet({
        alertText: title,
        itemList: actions.map((a) => a.name),
      })
      return actions[tapIndex]?.value ?? null
    } catch (reason) {
      const error = await atSeam(UI, Promise.reject(reason)).catch((e: PlatformError) => e)
      if (error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.CANCELLED) return null
      throw error
    }
  },
}
