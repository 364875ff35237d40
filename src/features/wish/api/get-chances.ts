import type { LotteryUserInfo } from '@types-shared/api/campaign'
import { api } from '@/services/site-client'
import { WISH_ACTIVITY_ID } from './constants'

/** My draw chances in the wish campaign (earned by wishes and by friends opening my shared wish). */
export const getChances = (): Promise<LotteryUserInfo> =>
  api('getLotteryUserInfo', { activityId: WISH_ACTIVITY_ID })
