import { useLoad } from '@/components/states'
import { getAdminJourney } from '../api/get-admin-journey'

/** Loads the admin view of a journey; no offline copy: review data must be current. */
export const useAdminJourney = (id: string) => useLoad(id, getAdminJourney)
