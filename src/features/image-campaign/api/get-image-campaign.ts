import type { ImageCampaign } from '@types-shared/api/content'
import { API_CODES } from '@types-shared/api/codes'
import { isRequestError } from '@/services/http'
import { api } from '@/services/site-client'

/**
 * The server has no content for this page (never seeded, or taken down by an operator): a state of its
 * own, without retry, unlike a network or server failure, which retrying may fix.
 */
export class ImageCampaignMissingError extends Error {
  constructor(readonly key: string) {
    super(`image campaign ${key} not found`)
    this.name = 'ImageCampaignMissingError'
  }
}

const MISSING_CODES = new Set<number>([API_CODES.NOT_FOUND, API_CODES.RESOURCE_NOT_FOUND])

/** GET campaign/image/get?key= (types/api/paths.ts): one image page's title, slices and hot spots. */
export async function getImageCampaign(key: string): Promise<ImageCampaign> {
  try {
    return await api('getImageCampaign', { key })
  } catch (error) {
    if (isRequestError(error) && MISSING_CODES.has(Number(error.code)))
      throw new ImageCampaignMissingError(key)
    throw error
  }
}
