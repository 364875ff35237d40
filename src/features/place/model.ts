import type { PlaceDetail, TransportDetail } from '@types-shared/api/place'
import type { Coordinate, MapApp, MapPlace } from '@/platform'
import '@/i18n/locales/parts/place'

export type { PlaceDetail, TransportDetail }

/** A detail as a sheet shows it: loading, failed (retry), gone (not found) or there. */
export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'missing' }
  | { status: 'ready'; data: T }

const COORDINATES: readonly Coordinate[] = ['wgs84', 'gcj02', 'bd09']

/** What the map apps need of a place; an unknown coordinate system is read as WGS-84 (the API default). */
export function mapPlaceOf(place: { lat: number; lon: number; coordSys: string }, name: string): MapPlace {
  const coordinate = COORDINATES.find((c) => c === place.coordSys) ?? 'wgs84'
  return { lat: place.lat, lon: place.lon, name, coordinate }
}

export const MAP_APP_KEYS = {
  apple: 'mapApp.apple',
  baidu: 'mapApp.baidu',
  amap: 'mapApp.amap',
  google: 'mapApp.google',
} as const satisfies Record<MapApp, string>

/** The name to lead with: the English one for English readers when there is one. */
export function displayName(place: { name: string; nameEn: string }, locale: string): string {
  return locale === 'en' && place.nameEn ? place.nameEn : place.name
}

/** The other name, shown under the first when it says something new. */
export function secondaryName(place: { name: string; nameEn: string }, locale: string): string | null {
  const other = locale === 'en' ? place.name : place.nameEn
  return other && other !== displayName(place, locale) ? other : null
}
