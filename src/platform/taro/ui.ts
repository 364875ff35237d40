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
    // Only fields with a value: Taro's H5 showModal merges the options over its defaults, so a key set
    // to undefined wipes the default and then fails its own "cancelText should be String" check. That
    // is why the one-button system-time alert never showed (issue 12 item 8, docs/http.md).
    const options: Taro.showModal.Option = {
      title,
      content: desc,
      showCancel: cancel !== -1,
      confirmText: actions[confirm].name,
    }
    if (cancel !== -1) options.cancelText = actions[cancel].name
    if (actions[confirm].style === 'destructive') options.confirmColor = '#d93025'
    const result = await atSeam(UI, Taro.showModal(options))
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
