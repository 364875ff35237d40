// The shared prize feature (issue 15): one feature for summer 2025, the gift shop and the wish
// campaign, each passing its endpoint set (PRIZE_ENDPOINTS).
export {
  PRIZE_ENDPOINTS,
  type PrizeEndpoints,
  listPrizes,
  getOffer,
  redeemPrize,
  transferPrize,
  acceptPrize,
  bindPrize,
  drawPrize,
} from './api/prize-api'
export {
  STATUS_LABELS,
  actionsFor,
  kindOf,
  statusOf,
  type PrizeActions,
  type PrizeKind,
  type PrizeStatus,
} from './model/status'
export {
  ADDRESS_LIMITS,
  ADDRESS_PHONE,
  EMPTY_ADDRESS,
  accountProblem,
  addressProblems,
  cleanAddress,
  type AddressField,
  type AddressProblems,
} from './model/address'
export { ERROR_MESSAGES, errorCode, errorMessageKey, needsSignIn } from './model/errors'
export { drawPath, resultCell } from './model/draw-path'
export { useMyPrizes, type MyPrizesList } from './hooks/use-my-prizes'
export { useAcceptOffer, offerProblem, type AcceptPhase } from './hooks/use-accept-offer'
export { useTransfer } from './hooks/use-transfer'
export { PrizeCard, type PrizeCardProps } from './components/prize-card'
export { MyPrizes, type MyPrizesProps } from './components/my-prizes'
export { RedeemSheet, type RedeemSheetProps } from './components/redeem-sheet'
export { BindSheet } from './components/bind-sheet'
export { AcceptPanel, type AcceptPanelProps } from './components/accept-panel'
export { DrawStage, type DrawStageProps } from './components/draw-stage'
export { PrizeNotice } from './components/notice'
export { AddressForm } from './components/address-form'
