import type {
  ClipboardAdapter,
  DeviceAdapter,
  ImageSaverAdapter,
  LocationAdapter,
  MapNavigationAdapter,
} from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES, toPlatformError } from '../errors'
import { isValidPlace } from '../map-links'
import type { BridgePort } from './bridge-port'
import { bridgeAnswers, isUnanswered, knownUnreachable } from './bridge-reach'

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

/**
 * A bridge call, or the web way when native is known not to answer or leaves this call unanswered
 * (issue 12 item 5): a copy or a save is never a dead tap.
 */
async function orWeb<T>(port: BridgePort, call: () => Promise<T>, web: () => Promise<T>): Promise<T> {
  if (knownUnreachable(port)) return web()
  try {
    return await call()
  } catch (error) {
    if (isUnanswered(error)) return web()
    throw toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, error)
  }
}

export const createAppClipboard = (port: BridgePort, web: ClipboardAdapter): ClipboardAdapter => ({
  copy: (text) =>
    orWeb(
      port,
      () => port.methods.setPasteBoard({ text }),
      () => web.copy(text),
    ),
})

export const createAppImages = (port: BridgePort, web: ImageSaverAdapter): ImageSaverAdapter => ({
  async save(image) {
    const data = /^data:image\/\w+;base64,(.*)$/.exec(image.url)
    // saveImage waits for the user (a photos permission prompt), so ask first whether native answers.
    if (!(await bridgeAnswers(port))) return web.save(image)
    await orWeb(
      port,
      () => port.methods.saveImage(data ? { base64string: data[1], type: 'png' } : { url: image.url }),
      () => web.save(image),
    )
  },
  // The app's web view draws as a browser does.
  rasterize: (svg, size) => web.rasterize(svg, size),
})

/** The app shows its own chooser of installed map apps and answers with the one picked. */
export const createAppMaps = ({ methods }: BridgePort): MapNavigationAdapter => ({
  choices: () => [],
  async open(place) {
    if (!isValidPlace(place))
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'not a valid place')
    // Result 0 with no value is still a success: the map opened, which app is unknown.
    const answer = await seam(
      methods.openMapWithLocation({
        lat: place.lat,
        long: place.lon,
        name: place.name,
        coordinate: place.coordinate,
        direction: true,
      }),
    )
    return answer?.type ? { app: answer.type } : {}
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
