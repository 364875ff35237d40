import type { MapApp, MapPlace } from './types'

const enc = encodeURIComponent

/**
 * Web links that open a place in each map app (the app if installed, its web map otherwise). Amap and
 * Baidu are told the coordinate system; Apple and Google take the numbers as given.
 */
export function mapLink(app: MapApp, place: MapPlace): string {
  const { lat, lon } = place
  const name = place.name ?? ''
  switch (app) {
    case 'apple':
      return `https://maps.apple.com/?ll=${lat},${lon}&q=${enc(name || `${lat},${lon}`)}`
    case 'amap':
      return `https://uri.amap.com/marker?position=${lon},${lat}&name=${enc(name)}&coordinate=${place.coordinate === 'wgs84' ? 'wgs84' : 'gaode'}&callnative=1`
    case 'baidu': {
      const coordType = place.coordinate === 'bd09' ? 'bd09ll' : place.coordinate
      return `https://api.map.baidu.com/marker?location=${lat},${lon}&title=${enc(name)}&content=${enc(name)}&coord_type=${coordType}&output=html&src=webapp.trip.companion`
    }
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`
  }
}

export const MAP_APPS: readonly MapApp[] = ['amap', 'baidu', 'apple', 'google']

export function isValidPlace(place: MapPlace): boolean {
  return (
    Number.isFinite(place.lat) &&
    Number.isFinite(place.lon) &&
    Math.abs(place.lat) <= 90 &&
    Math.abs(place.lon) <= 180 &&
    ['wgs84', 'gcj02', 'bd09'].includes(place.coordinate)
  )
}
