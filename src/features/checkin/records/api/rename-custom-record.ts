import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** POST update/name {id, name}: renames one of my places; answers it as it is now. */
export const renameCustomRecord = (id: number, name: string) =>
  signedIn(() => api('renameCustomRecord', { id, name }))
