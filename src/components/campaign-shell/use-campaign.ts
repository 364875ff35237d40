import { useLoad } from '@/components/states'
import { api } from '@/services/site-client'

/** A campaign's title, window and rules (GET web/campaign), with retry. */
export const useCampaign = (id: number) => useLoad(String(id), () => api('getCampaign', { id }))
