import type { AppLauncherAdapter } from '../types'

/** Inside the app there is nothing to open. */
export const appAppLauncher: AppLauncherAdapter = {
  canOpenApp: () => false,
  openApp: async () => 'in-app',
}
