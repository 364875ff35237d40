// The draw's part of the prize feature, for a page that draws but lists no prizes (the summer page).
// Imported instead of index.ts because the bundler keeps every module an index names when the modules
// import stylesheets: through index.ts the summer page also loaded the sheets, the accept panel and
// the list (issue 15, the campaign pages' first-load budget).
export { PRIZE_ENDPOINTS, drawPrize, type PrizeEndpoints } from './api/prize-api'
export { ERROR_MESSAGES, errorCode, errorMessageKey, needsSignIn } from './model/errors'
export { DrawStage, type DrawStageProps } from './components/draw-stage'
export { PrizeNotice } from './components/notice'
