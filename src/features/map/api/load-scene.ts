import { API_CODES } from '@types-shared/api/codes'
import { isRequestError } from '@/services/http'
import { api } from '@/services/site-client'
import type { Locale } from '@/i18n'
import { toWgs84 } from '@/components/map-canvas'
import type { MapQuery } from '../query'
import { asCoordinate, MapNotFoundError, type MapScene, type MapStop } from '../model'

type Named = { name: string; nameEn: string }
const nameIn = (locale: Locale, place: Named) => (locale === 'en' && place.nameEn ? place.nameEn : place.name)

const isNotFound = (error: unknown) => {
  if (!isRequestError(error)) return false
  const code = Number(error.code)
  return (
    code === API_CODES.NOT_FOUND ||
    code === API_CODES.RESOURCE_NOT_FOUND ||
    code === API_CODES.JOURNEY_DELETED ||
    code === API_CODES.JOURNEY_PRIVATE
  )
}

async function orNotFound<T>(request: Promise<T>, what: MapNotFoundError['what']): Promise<T> {
  try {
    return await request
  } catch (error) {
    throw isNotFound(error) ? new MapNotFoundError(what) : error
  }
}

const drawable = (stop: MapStop): [number, number] => toWgs84(stop.lat, stop.lon, stop.coordinate)

/**
 * A journey day: the journey (GET web/journey/detail) gives the places in order with names, the day's
 * route (GET web/route) the line between them. A day without a stored route is drawn stop to stop.
 */
async function loadDay(journeyId: string, day: number, locale: Locale): Promise<MapScene> {
  const [journey, route] = await Promise.all([
    orNotFound(api('getJourney', { id: journeyId }), 'journey'),
    api('getRoute', { journeyId, day: String(day) }).catch((error: unknown) => {
      if (isNotFound(error)) return null
      throw error
    }),
  ])
  const found = journey.days.find((d) => d.dayIndex === day)
  if (!found) throw new MapNotFoundError('day')
  const stops: MapStop[] = []
  for (const item of found.items) {
    const place = item.kind === 'place' ? item.place : null
    if (!place) continue
    stops.push({
      id: String(place.id),
      number: stops.length + 1,
      name: nameIn(locale, place),
      detail: place.city,
      lat: place.lat,
      lon: place.lon,
      coordinate: asCoordinate(place.coordSys),
    })
  }
  const routeSystem = asCoordinate(route?.coordSys ?? 'wgs84')
  return {
    title: nameIn(locale, { name: journey.title, nameEn: journey.titleEn }),
    stops,
    route: route?.points.length
      ? route.points.map(([lat, lon]) => toWgs84(lat, lon, routeSystem))
      : stops.map(drawable),
    totals: route ? { distanceM: route.distanceM, durationMin: route.durationMin } : undefined,
  }
}

/** One place (GET web/poi/detail). */
async function loadPlace(placeId: string, locale: Locale): Promise<MapScene> {
  const place = await orNotFound(api('getPlace', { id: placeId }), 'place')
  const name = nameIn(locale, place)
  return {
    title: name,
    stops: [
      {
        id: String(place.id),
        name,
        detail: place.address || place.city,
        lat: place.lat,
        lon: place.lon,
        coordinate: asCoordinate(place.coordSys),
      },
    ],
    route: [],
  }
}

/** What the map page shows for a valid query. A point needs no request at all. */
export async function loadScene(
  query: Exclude<MapQuery, { kind: 'invalid' }>,
  locale: Locale,
  pointName: string,
): Promise<MapScene> {
  if (query.kind === 'day') return loadDay(query.journeyId, query.day, locale)
  if (query.kind === 'place') return loadPlace(query.placeId, locale)
  const name = query.name || pointName
  return {
    title: name,
    stops: [{ id: 'point', name, lat: query.lat, lon: query.lon, coordinate: query.coordinate }],
    route: [],
  }
}
