import type {
  ClipboardAdapter,
  DeviceAdapter,
  ImageSaverAdapter,
  LocationAdapter,
  MapNavigationAdapter,
} from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { isValidPlace } from '../map-links'
import type { BridgePort } from './bridge-port'

const seam = <T>(p: Promise<T>) => atSeam(PLATFORM_ERROR_CODES.UNKNOWN, p)

export function createAppLocation({ methods }: BridgePort): LocationAdapter {
  return {
    async getCurrentPosition() {
      const pos = await atSeam(
        PLATFORM_ERROR_CODES.PERMISSION_DENIED,
        methods.getCurrentGeolocation({ coordinate: 'gcj02' }),
      )
      return { lat: pos.lat, lon: pos.lon, coordinate: pos.coordinate, accuracy: pos.accuracy }
    },
  }
}

export const createAppClipboard = ({ methods }: BridgePort): ClipboardAdapter => ({
  copy: (text) => seam(methods.setPasteBoard({ text })),
})

export const createAppImages = ({ methods }: BridgePort): ImageSaverAdapter => ({
  async save({ url }) {
    const data = /^data:image\/\w+;base64,(.*)$/.exec(url)
    await seam(methods.saveImage(data ? { base64string: data[1], type: 'png' } : { url }))
  },
})

/** The app shows its own chooser of installed map apps and answers with the one picked. */
export const createAppMaps = ({ methods }: BridgePort): MapNavigationAdapter => ({
  choices: () => [],
  async open(place) {
    if (!isValidPlace(place))
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'not a valid place')
    const { type } = await seam(
      methods.openMapWithLocation({
        lat: place.lat,
        long: place.lon,
        name: place.name,
        coordinate: place.coordinate,
        direction: true,
      }),
    )
    return { app: type }
  },
})

export function createAppDevice({ methods, on }: BridgePort): DeviceAdapter {
  return {
    async getDevice() {
      const info = await seam(methods.getDeviceInfo({}))
      return {
        os: info.manufacturer === 'Apple' ? 'ios' : 'android',
        osVersion: info.systemVersion,
        model: info.deviceModel,
        appVersion: info.appVersion,
        appBuild: info.buildNumber,
        screenWidth: info.deviceScreenWidth,
        screenHeight: info.deviceScreenHeight,
      }
    },
    getNetworkType: async () => (await seam(methods.getNetworkType({}))).type,
    onNetworkChange: (listener) => on('networkChange', (data) => data && listener(data.type)),
  }
}
