import type { CreateCustomBody } from '@types-shared/api/checkin'
import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** POST record/custom/create: a place of my own at a WGS-84 point; the server lights its region too. */
export const createCustomRecord = (body: CreateCustomBody) => signedIn(() => api('createCustomRecord', body))
