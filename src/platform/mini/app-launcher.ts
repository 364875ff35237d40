import type { AppLauncherAdapter } from '../types'

/** Mini-programs can open an app only from a `launchApp` button after a scene the vendor allows. */
export const miniAppLauncher: AppLauncherAdapter = {
  canOpenApp: () => false,
  openApp: async () => 'unsupported',
}
