import type { AuthAdapter, NavigationAdapter } from '@/platform'
import type { PageLocation } from './page-location'

/**
 * SPEC.md section 4, in the host app: after a login-change event the page reloads (the session changed
 * under it). Returns the unsubscribe handle.
 */
export function reloadOnLoginChange(auth: AuthAdapter, location: Pick<PageLocation, 'reload'>): () => void {
  return auth.onLoginChange(() => location.reload())
}

/**
 * The unauthorized reaction inside the app: the app's own login; reload when the user finished it,
 * close the page when they abandoned it.
 */
export async function appLogin(
  auth: AuthAdapter,
  navigation: Pick<NavigationAdapter, 'close'>,
  location: Pick<PageLocation, 'reload'>,
): Promise<void> {
  const outcome = await auth.login().catch(() => ({ kind: 'app' as const, loggedIn: false }))
  if (outcome.kind !== 'app') return
  if (outcome.loggedIn) location.reload()
  else await navigation.close().catch(() => undefined)
}
