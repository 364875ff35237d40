export { sessionUser, isAdmin } from './travel-session'
export { registerSiteChecks } from './site-checks'
export { reportShareOpened } from './share-opened'
export { useShareOpened } from './use-share-opened'
