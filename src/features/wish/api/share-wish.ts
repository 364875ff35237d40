import type { ShareWishResult } from '@types-shared/api/wish'
import { api } from '@/services/site-client'

/** Records a share of my wish and answers its link, which carries me as the sharer. */
export const shareWish = (wishId: number): Promise<ShareWishResult> => api('shareWish', { wishId })
