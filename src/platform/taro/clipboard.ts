import Taro from '@tarojs/taro'
import type { ClipboardAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

export const taroClipboard: ClipboardAdapter = {
  copy: (text) =>
    atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.setClipboardData({ data: text })).then(() => undefined),
}
