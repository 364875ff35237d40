import type { Platform } from '../types'
import { createTaroNavigation } from '../taro/navigation'
import { webLocale } from './locale'

export const webPlatform: Platform = {
  name: 'web',
  // The H5 router resolves the pretty aliases, so shared links and history show /web/journey/detail/1.
  navigation: createTaroNavigation((to) => to.prettyPath),
  locale: webLocale,
}
