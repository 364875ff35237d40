export {
  SHARE_TARGET_KINDS,
  TRANSFER_TOKEN,
  parseShareTarget,
  targetAddress,
  targetLocation,
  targetQuery,
  targetMiniPath,
  targetRoute,
  targetSeed,
  type CampaignKey,
  type ShareTarget,
  type ShareTargetKind,
  type ShareTargetProblem,
} from './target'
export {
  SHARE_CHANNELS,
  SHARE_OUTCOMES,
  isShareChannel,
  isShareOutcome,
  shareTargetOn,
  type ShareChannel,
  type ShareOutcome,
  type ShareRequest,
  type ShareSubject,
} from './share-on'
export {
  POSTER_HEIGHT,
  POSTER_WIDTH,
  posterSvg,
  svgDataUrl,
  wrapTitle,
  type PosterContent,
} from './poster-svg'
export { qrPath } from './qr-path'
export { siteAddress } from './site-address'
export { usePosterImage, type PosterImage } from './use-poster-image'
export { miniCodeRequest, usePosterCode, type PosterCode } from './use-poster-code'
export { useShareChannel } from './use-share-channel'
export { useHostShareInfo } from './use-host-share-info'
export { ShareCard, type ShareCardData } from './share-card'
export { PosterView } from './poster-view'
export { ChannelBar } from './channel-bar'
export { openShare } from './open-share'
