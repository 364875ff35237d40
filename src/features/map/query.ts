import type { Coordinate } from '@/platform'

/** What the map page was asked to show, read from its query (issue 7). */
export type MapQuery =
  | { kind: 'day'; journeyId: string; day: number }
  | { kind: 'place'; placeId: string }
  | { kind: 'point'; lat: number; lon: number; name: string; coordinate: Coordinate }
  | { kind: 'invalid'; reason: MapQueryProblem }

/** Why a query cannot be shown; each has its own message, and nothing is loaded. */
export type MapQueryProblem = 'missing' | 'journeyId' | 'day' | 'placeId' | 'lat' | 'lon' | 'coord'

const ID = /^[1-9]\d{0,15}$/
/** The server keeps at most 60 days per journey (RouteQuery in types/api/place.ts). */
export const MAX_DAY = 60
const DAY = /^[1-9]\d?$/
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
export const COORDINATES: readonly Coordinate[] = ['wgs84', 'gcj02', 'bd09']
/** Longest name kept from the query: it is shown, never sent. */
export const MAX_NAME = 60

const invalid = (reason: MapQueryProblem): MapQuery => ({ kind: 'invalid', reason })

function coordinateIn(value: number, limit: number): number | undefined {
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined
}

/**
 * `?journeyId=1&day=2`, `?placeId=12` or `?lat=..&lon=..&name=..&coord=wgs84|gcj02|bd09` (coord
 * defaults to wgs84). The first form present wins; anything malformed is refused before any request.
 */
export function parseMapQuery(params: Readonly<Record<string, string | undefined>>): MapQuery {
  const { journeyId, day, placeId, lat, lon, name, coord } = params
  if (journeyId !== undefined || day !== undefined) {
    if (!journeyId || !ID.test(journeyId)) return invalid('journeyId')
    if (!day || !DAY.test(day) || Number(day) > MAX_DAY) return invalid('day')
    return { kind: 'day', journeyId, day: Number(day) }
  }
  if (placeId !== undefined) return ID.test(placeId) ? { kind: 'place', placeId } : invalid('placeId')
  if (lat !== undefined || lon !== undefined) {
    const latitude = lat && NUMBER.test(lat.trim()) ? coordinateIn(Number(lat), 90) : undefined
    if (latitude === undefined) return invalid('lat')
    const longitude = lon && NUMBER.test(lon.trim()) ? coordinateIn(Number(lon), 180) : undefined
    if (longitude === undefined) return invalid('lon')
    const coordinate = (coord || 'wgs84').toLowerCase() as Coordinate
    if (!COORDINATES.includes(coordinate)) return invalid('coord')
    return {
      kind: 'point',
      lat: latitude,
      lon: longitude,
      name: (name ?? '').trim().slice(0, MAX_NAME),
      coordinate,
    }
  }
  return invalid('missing')
}
