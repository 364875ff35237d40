// The admin view's parts, apart from index.ts: webpack keeps every module with styles that a barrel
// re-exports, so through index.ts the admin panel travelled in every reader's journey chunk (issue 18).
export { AdminPanel } from './components/admin-panel'
export { useAdminJourney } from './hooks/use-admin-journey'
export { getAdminJourney, type AdminJourneyDetail } from './api/get-admin-journey'
