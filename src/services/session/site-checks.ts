import { checkRegistry, setUserSource } from '@/services/router'
import { isAdmin, sessionUser } from './travel-session'

/**
 * The named checks of the travel pages (SPEC.md section 6: checks are registered by the app). isLogin
 * reads the travel session, so a visitor signed in on the web counts as much as the app's user;
 * isJourneyAdmin guards the admin view of a journey. Called once at start-up.
 */
export function registerSiteChecks(): void {
  setUserSource(sessionUser)
  checkRegistry.register('isJourneyAdmin', async () => isAdmin(await sessionUser()))
}
