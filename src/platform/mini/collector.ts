import Taro from '@tarojs/taro'
import type { CollectorAdapter } from '../types'

/** The API host of a mini-program build (TARO_APP_API_ORIGIN, replaced at build time). */
const apiOrigin = () => (process.env.TARO_APP_API_ORIGIN ?? '').replace(/\/+$/, '')

/**
 * Taro.request, since mini-programs have no fetch (issue 13). The collector's path is resolved against
 * the API origin; the body goes as the text it is. A send never blocks a page and never rejects.
 */
export const miniCollector: CollectorAdapter = {
  get available() {
    return apiOrigin() !== ''
  },
  async post(url, headers, body) {
    if (!apiOrigin()) return false
    try {
      const response = await Taro.request({
        url: /^https?:\/\//.test(url) ? url : `${apiOrigin()}${url.startsWith('/') ? '' : '/'}${url}`,
        method: 'POST',
        header: headers,
        data: body,
        dataType: 'text',
        responseType: 'text',
      })
      return response.statusCode >= 200 && response.statusCode < 300
    } catch {
      return false
    }
  },
}
