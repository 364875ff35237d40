import type { Coordinate } from '@/platform'

// GCJ-02 (China's published maps) and BD-09 (Baidu) are offsets of WGS-84 of up to several hundred
// metres inside China. The drawn base map is WGS-84, so points are converted before they are drawn;
// the map apps still receive the original numbers with their system. Outside China GCJ-02 equals WGS-84.

const A = 6378245.0
const EE = 0.00669342162296594323
const X_PI = (Math.PI * 3000.0) / 180.0

/** Mainland China's rough bounding box, where the GCJ-02 offset applies. */
export function inChina(lat: number, lon: number): boolean {
  return lon >= 72.004 && lon <= 137.8347 && lat >= 0.8293 && lat <= 55.8271
}

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return r
}

function transformLon(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return r
}

/** The GCJ-02 offset at a WGS-84 point, in degrees. */
function gcjOffset(lat: number, lon: number): { dLat: number; dLon: number } {
  const radLat = (lat / 180.0) * Math.PI
  const magic = 1 - EE * Math.sin(radLat) * Math.sin(radLat)
  const sqrtMagic = Math.sqrt(magic)
  return {
    dLat:
      (transformLat(lon - 105.0, lat - 35.0) * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI),
    dLon: (transformLon(lon - 105.0, lat - 35.0) * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI),
  }
}

export function wgs84ToGcj02(lat: number, lon: number): [number, number] {
  if (!inChina(lat, lon)) return [lat, lon]
  const { dLat, dLon } = gcjOffset(lat, lon)
  return [lat + dLat, lon + dLon]
}

/** The inverse by a few fixed-point steps: well under a metre off, plenty for a drawn map. */
export function gcj02ToWgs84(lat: number, lon: number): [number, number] {
  if (!inChina(lat, lon)) return [lat, lon]
  let [wLat, wLon] = [lat, lon]
  for (let i = 0; i < 4; i += 1) {
    const [gLat, gLon] = wgs84ToGcj02(wLat, wLon)
    wLat += lat - gLat
    wLon += lon - gLon
  }
  return [wLat, wLon]
}

export function bd09ToGcj02(lat: number, lon: number): [number, number] {
  const x = lon - 0.0065
  const y = lat - 0.006
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI)
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI)
  return [z * Math.sin(theta), z * Math.cos(theta)]
}

/** A point of any supported system as WGS-84 [lat, lon], for drawing. */
export function toWgs84(lat: number, lon: number, system: Coordinate): [number, number] {
  if (system === 'gcj02') return gcj02ToWgs84(lat, lon)
  if (system === 'bd09') return gcj02ToWgs84(...bd09ToGcj02(lat, lon))
  return [lat, lon]
}
