import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** GET record/custom/list: my places of my own, newest first. */
export const getCustomRecords = () => signedIn(() => api('getCustomRecords'))
