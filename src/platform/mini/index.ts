import type { Platform } from '../types'
import { createTaroNavigation } from '../taro/navigation'
import { miniLocale } from './locale'

export const miniPlatform: Platform = {
  name: 'mini',
  navigation: createTaroNavigation((to) => to.pagePath),
  locale: miniLocale,
}
