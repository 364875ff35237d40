import { MINI_VENDORS, type MiniVendor } from '@types-shared/api/vocabulary'

/** The build target is the vendor: weapp, alipay, tt, swan, qq or jd (replaced at build time). */
export function currentMiniVendor(target: string | undefined = process.env.TARO_ENV): MiniVendor | null {
  return (MINI_VENDORS as readonly string[]).includes(target ?? '') ? (target as MiniVendor) : null
}
