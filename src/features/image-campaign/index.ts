// The image campaign pages (img/*, issue 16): one feature for all twelve, the content per page.
export { ImageCampaignView, type ImageCampaignViewProps } from './components/image-campaign-view'
export { getImageCampaign, ImageCampaignMissingError } from './api/get-image-campaign'
export { isUsableLink, isActiveHotSpot, hotSpotBox, sliceRatio } from './model/hot-spots'
