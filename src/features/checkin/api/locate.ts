import { toWgs84 } from '@/components/map-canvas/coords'
import { getPlatform } from '@/platform'

/**
 * The traveller's position for lighting, in WGS-84 as the region shapes and the server's centres are:
 * the app's bridge and mini-programs may answer GCJ-02 (or BD-09), which is off by up to several hundred
 * metres inside China, enough to light the neighbouring city near a border.
 */
export async function locateForCheckin(): Promise<{ lat: number; lon: number }> {
  const position = await getPlatform().location.getCurrentPosition()
  const [lat, lon] = toWgs84(position.lat, position.lon, position.coordinate)
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new RangeError('the position is not a point on Earth')
  return { lat, lon }
}
