export { ShareCard, type ShareCardData } from './components/share-card'
export { PosterView } from './components/poster-view'
export { ChannelBar } from './components/channel-bar'
export { useShareChannel } from './hooks/use-share-channel'
export { useHostShareInfo } from './hooks/use-host-share-info'
export { posterSvg, svgDataUrl, wrapTitle, type PosterContent } from './poster-svg'
export { qrPath } from './qr-path'
export { journeyAddress, siteAddress } from './site-address'
export {
  PAGE_CHANNELS,
  SHARE_OUTCOMES,
  isPageChannel,
  isShareOutcome,
  type PageChannel,
  type ShareOutcome,
} from './model'
