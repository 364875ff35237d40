import type { RegionList } from '@types-shared/api/checkin'
import { api } from '@/services/site-client'

/** GET search/political?keyword=: up to 20 countries, provinces and cities by Chinese or English name. */
export const searchRegions = (keyword: string): Promise<RegionList> => api('searchRegions', { keyword })
