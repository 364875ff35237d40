// The round-the-world wish campaign (issue 15): today's wish, chances earned by friends opening a shared
// wish, my wishes, a shared wish and the winners. The draw and prizes are the prize feature's (activity 3).
export { WISH_ACTIVITY_ID } from './api/constants'
export { useMyWishes, type MyWishes } from './hooks/use-my-wishes'
export { useWishDetail } from './hooks/use-wish-detail'
export { useWinners } from './hooks/use-winners'
export { describeWishError, type DescribeError } from './hooks/describe-error'
export { WishForm } from './components/wish-form'
export { ChancesPanel } from './components/chances-panel'
export { WishList } from './components/wish-list'
export { WishCard } from './components/wish-card'
export { WinnersList } from './components/winners-list'
export { WishResult } from './components/wish-result'
export type { Winner } from './api/get-winners'
export { wishErrorKey } from './model/wish-errors'
export {
  wishProblems,
  wishedToday,
  charCount,
  DESTINATION_MAX,
  TEXT_MIN,
  TEXT_MAX,
  type WishFields,
} from './model/wish-rules'
