import type { LocationAdapter } from '../types'
import { notSupported, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

const TIMEOUT_MS = 10_000

export const webLocation: LocationAdapter = {
  getCurrentPosition() {
    return new Promise((resolve, reject) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(notSupported('location'))
      navigator.geolocation.getCurrentPosition(
        // Browsers report GPS coordinates (wgs84).
        (pos) =>
          resolve({
            lat: pos.coords.latitude,
            lon: pos.coords.longitude,
            coordinate: 'wgs84',
            accuracy: pos.coords.accuracy,
          }),
        (error) =>
          reject(
            new PlatformError(
              error.code === error.PERMISSION_DENIED
                ? PLATFORM_ERROR_CODES.PERMISSION_DENIED
                : PLATFORM_ERROR_CODES.UNKNOWN,
              error.message || 'location unavailable',
            ),
          ),
        { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 60_000 },
      )
    })
  },
}
