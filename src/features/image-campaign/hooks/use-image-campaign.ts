import { useLoad } from '@/components/states'
import { getImageCampaign } from '../api/get-image-campaign'

/** One image page's content by its key, with retry after a failure. */
export const useImageCampaign = (key: string) => useLoad(key, getImageCampaign)
