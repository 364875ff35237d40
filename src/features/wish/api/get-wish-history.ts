import type { WishList } from '@types-shared/api/wish'
import { api } from '@/services/site-client'

/** All my wishes, newest first, each with its result (pending, won with the prize's name, lost). */
export const getWishHistory = (): Promise<WishList> => api('getWishHistory')
