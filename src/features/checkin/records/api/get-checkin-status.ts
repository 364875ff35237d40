import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** GET activity/sync/user-status: my nickname on the check-in map (null until I set one), and counts. */
export const getCheckinStatus = () => signedIn(() => api('getCheckinStatus'))
