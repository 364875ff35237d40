import { toWgs84 } from '@/components/map-canvas/coords'
import { getPlatform } from '@/platform'

/** The device could not say where it is (refused, no fix, or a point that is not on Earth). */
export class LocateError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the position is unknown', options)
    this.name = 'LocateError'
  }
}

/**
 * Where the traveller stands, in WGS-84 as the server's places, region shapes and centres are: the app's
 * bridge and mini-programs may answer GCJ-02 (or BD-09), off by up to several hundred metres inside China,
 * enough to light the neighbouring city near a border or to miss a card's 2 km. One place for the check-in
 * and the collector, which may not share code with each other.
 */
export async function locateWgs84(): Promise<{ lat: number; lon: number }> {
  const position = await getPlatform()
    .location.getCurrentPosition()
    .catch((cause: unknown) => {
      throw new LocateError({ cause })
    })
  const [lat, lon] = toWgs84(position.lat, position.lon, position.coordinate)
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new LocateError()
  return { lat, lon }
}
