import { isAtLeast } from '../env/version'
import type { AppInfo, DeprecatedUserInfoFields, DeviceInfo, UserInfo } from '../bridge/types'
import type { SimulatedOs } from './types'

/** Below this version the app still sent user_id, user_token, session_id and images (SPEC.md section 3). */
export const OLD_USER_SPELLINGS_BELOW = '6.0'
/** lat, lon and sessionId from 5.24; idfa, idfv and imei only before it. */
export const LOCATION_AND_SESSION_FROM = '5.24'
const HASH_EXP_FROM: Record<SimulatedOs, string> = { android: '6.5', harmony: '6.5', ios: '6.9' }

export const DEMO_USER: UserInfo = {
  userId: '10001',
  nickname: '旅行者小林',
  gender: 1,
  userToken: 'sim-token-10001',
  image: 'https://trip.example.com/media/avatar/10001.png',
  location: '上海',
  flags: {
    shequ: { homeFeed: 'B' },
    fulishe: { coupon: true, homeFeed: 'A' },
    ios: { newShare: true },
    android: { newShare: false },
  },
  lat: 31.2304,
  lon: 121.4737,
  sessionId: 'sim-session-10001',
  hashExp: 'exp-42',
}

export const GUEST_USER: UserInfo = { userId: '', nickname: '', guest: true }

/** What an app of this version and OS sends for the user: old spellings and missing fields included. */
export function userForVersion(
  user: UserInfo,
  os: SimulatedOs,
  version: string,
): UserInfo | (Omit<UserInfo, 'userId'> & DeprecatedUserInfoFields) {
  const { lat, lon, sessionId, hashExp, ...rest } = user
  const shaped: Record<string, unknown> = { ...rest }
  if (isAtLeast(version, LOCATION_AND_SESSION_FROM)) Object.assign(shaped, { lat, lon, sessionId })
  if (isAtLeast(version, HASH_EXP_FROM[os])) shaped.hashExp = hashExp
  if (!isAtLeast(version, OLD_USER_SPELLINGS_BELOW)) {
    for (const [current, old] of [
      ['userId', 'user_id'],
      ['userToken', 'user_token'],
      ['sessionId', 'session_id'],
      ['image', 'images'],
    ]) {
      if (current in shaped) shaped[old] = shaped[current]
      delete shaped[current]
    }
  }
  for (const key of Object.keys(shaped)) if (shaped[key] === undefined) delete shaped[key]
  return shaped as unknown as UserInfo
}

const DEVICES: Record<SimulatedOs, Omit<DeviceInfo, 'appVersion' | 'buildNumber'>> = {
  ios: {
    appMarket: 'AppStore',
    systemVersion: '17.4',
    deviceModel: 'iPhone15,2',
    manufacturer: 'Apple',
    timezone: 'Asia/Shanghai',
    deviceScreenWidth: 393,
    deviceScreenHeight: 852,
    carrier: '中国移动',
    uniqueId: 'SIM-IOS-5F3C2A',
    applepayInfo: { supported: true, networks: ['ChinaUnionPay', 'Visa'] },
  },
  android: {
    appMarket: 'huawei',
    systemVersion: '14',
    deviceModel: 'Pixel 8',
    manufacturer: 'Google',
    timezone: 'Asia/Shanghai',
    deviceScreenWidth: 412,
    deviceScreenHeight: 915,
    carrier: '中国联通',
    uniqueId: 'SIM-ANDROID-9D81E4',
  },
  harmony: {
    appMarket: 'huawei',
    systemVersion: '5.0.0',
    deviceModel: 'ALN-AL00',
    manufacturer: 'HUAWEI',
    timezone: 'Asia/Shanghai',
    deviceScreenWidth: 412,
    deviceScreenHeight: 915,
    carrier: '中国电信',
    uniqueId: 'SIM-HARMONY-27B0C6',
  },
}

export function deviceInfo(os: SimulatedOs, version: string, build: number): DeviceInfo {
  const info: DeviceInfo = { ...DEVICES[os], appVersion: version, buildNumber: String(build) }
  if (!isAtLeast(version, LOCATION_AND_SESSION_FROM)) {
    if (os === 'ios')
      Object.assign(info, { idfa: '6D92078A-8246-4BA4-AE5B-76104861E7DC', idfv: 'SIM-IDFV-01' })
    else info.imei = '867530012345678'
  }
  return info
}

export function appInfo(version: string, build: number): AppInfo {
  return { version, build: String(build), jsversion: '1.266.0', package: 'com.trip.companion' }
}

/** Tokyo Station. Outside mainland China gcj02 equals wgs84, so only bd09 differs. */
export const TOKYO_STATION = { lat: 35.681236, lon: 139.767125 }

/** gcj02 -> bd09, the usual published conversion. */
export function toBd09(lat: number, lon: number) {
  const xPi = (Math.PI * 3000) / 180
  const z = Math.sqrt(lon * lon + lat * lat) + 0.00002 * Math.sin(lat * xPi)
  const theta = Math.atan2(lat, lon) + 0.000003 * Math.cos(lon * xPi)
  return { lat: z * Math.sin(theta) + 0.006, lon: z * Math.cos(theta) + 0.0065 }
}
