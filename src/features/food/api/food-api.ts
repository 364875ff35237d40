import type { FoodCheckinResult, FoodHome } from '@types-shared/api/content'
import { api } from '@/services/site-client'

/**
 * The food trail: the reader's own progress, or with `from` the sharer's (the server fills `eaten` for
 * whoever `owner` names; a visitor without `from` gets every place uneaten and `owner` null).
 */
export const getFoodHome = (from?: number): Promise<FoodHome> => api('getFoodHome', from ? { from } : {})

/** "I ate here", or its undo. Both are idempotent: a repeat answers `changed: false`. */
export const setFoodEaten = (placeId: number, eaten: boolean): Promise<FoodCheckinResult> =>
  api(eaten ? 'foodCheckin' : 'foodUncheck', { placeId })
