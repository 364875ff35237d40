import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** GET record/list: every region I lit, newest first. */
export const getRecords = () => signedIn(() => api('getRecords', {}))
