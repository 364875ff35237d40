import Taro from '@tarojs/taro'

/**
 * A length in design px (the 750-wide design every stylesheet is written in) as the build's own unit,
 * for inline styles, which the build's px transform never sees: rem on H5, following the root size
 * Taro sets from the screen width, rpx in mini-programs. Where Taro's transform is not set up (unit
 * tests), half the design px, the 375 px phone the design is drawn for.
 */
export function designSize(px: number): string {
  try {
    return Taro.pxTransform(px)
  } catch {
    return `${px / 2}px`
  }
}
