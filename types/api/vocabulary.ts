// The fixed words of the API (journeys, mini-program vendors), apart from its schemas so the site can use them without TypeBox.
export const PLACE_CATEGORIES = ['sight', 'food', 'hotel', 'shopping', 'hub', 'nature', 'culture'] as const
export const TRANSPORT_MODES = [
  'walk',
  'subway',
  'bus',
  'taxi',
  'train',
  'highspeed',
  'flight',
  'ferry',
  'ropeway',
] as const
export type TransportMode = (typeof TRANSPORT_MODES)[number]

/** The mini-program platforms, by Taro's build target names. */
export const MINI_VENDORS = ['weapp', 'alipay', 'tt', 'swan', 'qq', 'jd'] as const
export type MiniVendor = (typeof MINI_VENDORS)[number]

/** The demo campaigns' stable ids (server/seed/campaigns.ts). */
export const CAMPAIGN_IDS = {
  summer2025: 1,
  capture: 2,
  wish: 3,
  food: 4,
  springFestival: 5,
  checkin: 6,
} as const

/** A user prize's states: won -> redeemed, won -> transferring -> accepted, won -> expired. */
export const USER_PRIZE_STATUSES = ['won', 'redeemed', 'transferring', 'accepted', 'expired'] as const
