import type { LightResult, Region, SharedMap, Stats } from '@types-shared/api/checkin'
import { api } from '@/services/site-client'
import { CHINA } from '../model/region-codes'

/** Every lit region code of the signed-in traveller (GET record/list). */
export const getLitCodes = async (): Promise<string[]> => (await api('getRecords')).map((r) => r.region.code)

export const getStats = (): Promise<Stats> => api('getStats')

export const getParticipants = async (): Promise<number> => (await api('getParticipants')).participants

export const getSharedMap = (from: number): Promise<SharedMap> => api('getSharedMap', { from })

/** The codes a lighting call added (the region, and its province and China when they were new). */
const added = (result: LightResult) => result.records.map((r) => r.region.code)

export const lightRegions = async (codes: string[]) => added(await api('lightUpMany', { codes }))

export const lightProvince = async (provinceCode: string) =>
  added(await api('lightUpProvince', { provinceCode }))

/** Lights the region at a WGS-84 point: what the server found there (city in China, else country). */
export const lightAt = async (lat: number, lon: number) => added(await api('lightUpLocation', { lat, lon }))

export const cancelRegion = async (code: string) => (await api('cancelLighting', { code })).removed

export const getChoiceStats = (code: string) => api('getChoiceStats', { code })

export const getRecommendedPlaces = (regionCode?: string) =>
  api('getRecommendedPlaces', regionCode ? { regionCode, limit: 6 } : { limit: 6 })

export const searchRegions = (keyword: string) => api('searchRegions', { keyword })

export const syncToApp = async () => (await api('syncToApp')).synced

export const getCheckinStatus = () => api('getCheckinStatus')

export const answerSuggestion = (code: string, action: 'confirm' | 'give_up') =>
  api('confirmOrGiveUp', { code, action })

let regionsOnce: Promise<ReadonlyMap<string, Region>> | null = null

/**
 * Every region with its names, once per visit: 666 rows that never change while a page is open. A
 * failed load is forgotten so a retry asks again.
 */
export function getRegionTable(): Promise<ReadonlyMap<string, Region>> {
  regionsOnce ??= api('getRegions').then(
    (list) => new Map(list.map((r) => [r.code, r])),
    (error: unknown) => {
      regionsOnce = null
      throw error
    },
  )
  return regionsOnce
}

/** Tests start from an empty table. */
export const resetRegionTableForTests = () => {
  regionsOnce = null
}

export { CHINA }

export const getTemplates = () => api('getTemplates')
