import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** GET search/record/list?keyword=: my lit regions whose Chinese or English name holds the keyword. */
export const searchRecords = (keyword: string) => signedIn(() => api('searchRecords', { keyword }))
