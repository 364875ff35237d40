import Taro from '@tarojs/taro'
import type { PageScrollAdapter } from '../types'
import { assertElementId } from '../element-id'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

const DESIGN_WIDTH = 750

/** Mini-programs scroll the page by selector; the sticky bar's design px become px of this screen. */
export const miniPageScroll: PageScrollAdapter = {
  async toElement(id, { stickyTop = 0 } = {}) {
    assertElementId(id)
    const { windowWidth } = Taro.getSystemInfoSync()
    await atSeam(
      PLATFORM_ERROR_CODES.UNKNOWN,
      Taro.pageScrollTo({
        selector: `#${id}`,
        offsetTop: -Math.round((stickyTop * windowWidth) / DESIGN_WIDTH),
        duration: 300,
      }),
    )
  },
  async toOffset(top) {
    if (!Number.isFinite(top) || top < 0) {
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, `not an offset: ${top}`)
    }
    await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.pageScrollTo({ scrollTop: top, duration: 0 }))
  },
}
