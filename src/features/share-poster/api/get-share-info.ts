import type { ShareInfo } from '@types-shared/api/journey'
import { api } from '@/services/site-client'
import type { PageChannel } from '../model'

/** POST share/journey/for/web: the content to share on a channel (the server counts the share). */
export function getShareInfo(journeyId: string, channel: PageChannel): Promise<ShareInfo> {
  return api('shareJourney', { journeyId: Number(journeyId), channel })
}
