import type { Wish } from '@types-shared/api/wish'
import { api } from '@/services/site-client'

/** One wish; wishes are public, like shared journeys, so a visitor can read a shared one. */
export const getWish = (id: number): Promise<Wish> => api('getWish', { id })
