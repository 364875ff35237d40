import Taro from '@tarojs/taro'
import type { LocaleAdapter } from '../types'

export const miniLocale: LocaleAdapter = {
  preferredLanguages() {
    try {
      const { language } = Taro.getSystemInfoSync()
      return language ? [language] : []
    } catch {
      // Some vendors throw before the app is ready; the catalogue default applies then.
      return []
    }
  },
}
