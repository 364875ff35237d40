import { getBridge } from '../bridge'
import { DEFAULT_ALLOWED_HOSTS } from '../url-policy'
import { webLocale } from '../web/locale'
import type { Platform } from '../types'
import { createAppPlatform } from '.'

/** The host app's platform for this page's window: its own chunk, loaded only inside the app. */
export const appPlatformForWindow = (): Platform =>
  createAppPlatform(getBridge(), webLocale, {
    allowedHosts: DEFAULT_ALLOWED_HOSTS,
    selfOrigin: window.location.origin,
  })
