import type { GiftPage } from '@types-shared/api/capture'
import { api } from '@/services/site-client'

/** The gifts points buy, with cost and stock, and my points (0 for a visitor). */
export const getGiftShop = (): Promise<GiftPage> => api('getGiftShop')
