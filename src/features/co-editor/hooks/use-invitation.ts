import { useLoad } from '@/components/states'
import { getInvitation } from '../api/get-invitation'

/** Loads an invitation; `retry` loads it again. A newer code wins over a slower older answer. */
export const useInvitation = (code: string) => useLoad(code, getInvitation)
