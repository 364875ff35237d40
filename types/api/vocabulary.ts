// The fixed words of the journey API, apart from its schemas so the site can use them without TypeBox.
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
