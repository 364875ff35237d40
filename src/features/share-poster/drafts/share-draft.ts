import type {
  PosterContent,
  ShareCardData,
  ShareChannel,
  ShareSubject,
  ShareTarget,
} from '@/components/share-target'

/**
 * Everything a share page needs for one target, built from what was loaded: the card a friend sees,
 * the words the share carries, the poster (less its QR link, which the target gives) and how the share
 * is counted on the server, if it is.
 */
export interface ShareDraft {
  target: ShareTarget
  card: ShareCardData
  subject: ShareSubject
  poster: Omit<PosterContent, 'link' | 'seed' | 'brand'>
  count?: (channel: ShareChannel) => Promise<unknown>
}
