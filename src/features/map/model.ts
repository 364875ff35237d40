import type { Coordinate } from '@/platform'

/** One place on the full map: what the marker and the bottom card show, and where "navigate" goes. */
export interface MapStop {
  id: string
  /** Visiting order on a day map; single places and points have none. */
  number?: number
  name: string
  /** City and kind of place, when known. */
  detail?: string
  /** As the server or the query gave them, for the map apps. */
  lat: number
  lon: number
  coordinate: Coordinate
}

/** Everything the full map draws. Route points are WGS-84 [lat, lon], ready for the drawn base map. */
export interface MapScene {
  title: string
  stops: MapStop[]
  route: [number, number][]
  /** The day's total distance (metres) and time (minutes), when the server had a route. */
  totals?: { distanceM: number; durationMin: number }
}

/** The query named something the server does not have (or no longer shows). */
export class MapNotFoundError extends Error {
  constructor(readonly what: 'journey' | 'day' | 'place') {
    super(`map: ${what} not found`)
    this.name = 'MapNotFoundError'
  }
}

export const asCoordinate = (value: string): Coordinate =>
  value === 'gcj02' || value === 'bd09' ? value : 'wgs84'
