// The collector campaign (issue 15): points, collectible cards found at places, tasks and the gift shop.
// Gifts once exchanged are prizes: the page shows them with the prize feature and the capture endpoints.
export { useCaptureHome } from './hooks/use-capture-home'
export { useGiftShop } from './hooks/use-gift-shop'
export { describeCaptureError, type DescribeError } from './hooks/describe-error'
export { CollectionProgress } from './components/collection-progress'
export { PointsLine } from './components/points-line'
export { CollectibleGrid } from './components/collectible-grid'
export { TaskList } from './components/task-list'
export { GiftList } from './components/gift-list'
export { captureErrorKey, type CaptureAction } from './model/capture-errors'
export { progressPercent, giftState, rarityOf, type GiftState } from './model/progress'
export { LocateError } from '@/services/location'
