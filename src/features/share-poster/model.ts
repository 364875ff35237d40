import type { SHARE_CHANNELS } from '@types-shared/api/journey'

/** The channels the share page offers; each is also a channel of share/journey/for/web. */
export const PAGE_CHANNELS = [
  'friend',
  'moments',
  'link',
  'image',
] as const satisfies readonly (typeof SHARE_CHANNELS)[number][]
export type PageChannel = (typeof PAGE_CHANNELS)[number]

/**
 * What became of a share, as the result page is told in its query: the platform shared it, the link
 * was copied, the poster saved, the visitor backed out, or it failed.
 */
export const SHARE_OUTCOMES = ['shared', 'copied', 'saved', 'cancelled', 'failed'] as const
export type ShareOutcome = (typeof SHARE_OUTCOMES)[number]

export const isPageChannel = (v: unknown): v is PageChannel => PAGE_CHANNELS.includes(v as PageChannel)
export const isShareOutcome = (v: unknown): v is ShareOutcome => SHARE_OUTCOMES.includes(v as ShareOutcome)
