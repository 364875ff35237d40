import type { RegionList } from '@types-shared/api/checkin'
import { api } from '@/services/site-client'

/**
 * GET search/political?keyword=: up to 20 countries, provinces and cities by Chinese or English name
 * (no session needed). `searchRegions` is not among the records page's entries of KnownEndpoints (the
 * lighting page's block types it), so its answer is read as the contract's RegionList here.
 */
export const searchRegions = async (keyword: string): Promise<RegionList> =>
  (await api('searchRegions', { keyword })) as RegionList
