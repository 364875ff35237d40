import type { ApiResponse } from '@types-shared/api/endpoints'
import { api } from '@/services/site-client'

export type Winner = ApiResponse<'getWishWinners'>[number]

/** Everyone whose wish won, newest first. */
export const getWinners = (): Promise<Winner[]> => api('getWishWinners')
