import Taro from '@tarojs/taro'
import type { ImageSaverAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { svgDataUrl } from '../svg-data-url'

export const miniImages: ImageSaverAdapter = {
  async save({ url }) {
    if (!/^https?:\/\//.test(url)) {
      throw new PlatformError(
        PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
        'a mini-program saves images from http(s) addresses',
      )
    }
    const { tempFilePath } = await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.downloadFile({ url }))
    await atSeam(
      PLATFORM_ERROR_CODES.PERMISSION_DENIED,
      Taro.saveImageToPhotosAlbum({ filePath: tempFilePath }),
    )
  },
  // No DOM canvas here: the SVG itself is shown, which is sharp at any size. Its pixel size is given at
  // 2x so that a page sizes it as it would a PNG.
  async rasterize(svg, size) {
    return {
      url: svgDataUrl(svg),
      width: size.width * 2,
      height: size.height * 2,
    }
  },
}
