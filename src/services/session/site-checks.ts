import { checkRegistry, setUserSource } from '@/services/router/guards'

/**
 * The travel session's code (and the request client it signs in with: axios, about 30 KB gzip) loads
 * when a check first asks for the user, not with every page (issue 18): most pages render without one.
 */
const travelSession = () => import('./travel-session')

/**
 * The named checks of the travel pages (SPEC.md section 6: checks are registered by the app). isLogin
 * reads the travel session, so a visitor signed in on the web counts as much as the app's user;
 * isJourneyAdmin guards the admin view of a journey. Called once at start-up.
 */
export function registerSiteChecks(): void {
  setUserSource(() => travelSession().then(({ sessionUser }) => sessionUser()))
  checkRegistry.register('isJourneyAdmin', async () => {
    const { isAdmin, sessionUser } = await travelSession()
    return isAdmin(await sessionUser())
  })
}
