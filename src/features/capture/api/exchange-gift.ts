import type { UserPrize } from '@types-shared/api/campaign'
import { api } from '@/services/site-client'

/** Spends points on a gift: NOT_ENOUGH_POINTS or OUT_OF_STOCK change nothing (docs/business-rules.md). */
export const exchangeGift = (prizeId: number): Promise<UserPrize> => api('exchangeGift', { prizeId })
