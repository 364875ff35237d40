import type { ShareInfo } from '@types-shared/api/journey'
import { getTravelApi } from '@/services/site-client'
import type { PageChannel } from '../model'

/** POST share/journey/for/web: the content to share on a channel (the server counts the share). */
export function getShareInfo(journeyId: string, channel: PageChannel): Promise<ShareInfo> {
  return getTravelApi().post<ShareInfo>('/share/journey/for/web', { journeyId: Number(journeyId), channel })
}
