import type { MakeWishBody, MakeWishResult } from '@types-shared/api/wish'
import { api } from '@/services/site-client'

/** Makes today's wish; a second one the same day answers LIMIT_REACHED (docs/business-rules.md). */
export const makeWish = (body: MakeWishBody): Promise<MakeWishResult> => api('makeWish', body)
