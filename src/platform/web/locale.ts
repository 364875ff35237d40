import type { LocaleAdapter } from '../types'

export const webLocale: LocaleAdapter = {
  preferredLanguages() {
    if (typeof navigator === 'undefined') return []
    return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean)
  },
}
