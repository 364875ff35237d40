import { APP_UA_PATTERN } from './constants'

export type OsName = 'ios' | 'android' | 'harmony' | 'windows' | 'macos' | 'linux' | 'other'
export type MiniProgramName = 'weapp' | 'alipay' | 'tt' | 'swan' | 'qq' | 'jd'
/** Other apps' in-app browsers we recognise (they cannot use our bridge, and some block schemes). */
export type AppBrowserName = 'weibo' | 'qq' | 'alipay' | 'dingtalk' | 'xiaohongshu' | 'douyin' | 'baidu'

export interface UserAgentInfo {
  /** Inside the product's own app (the app marker is in the user agent). */
  inApp: boolean
  appVersion?: string
  appBuild?: number
  os: OsName
  osVersion?: string
  /** WeChat's browser, including WeChat's mini-program web-view. */
  isWeChat: boolean
  /** The page runs in a mini-program's web-view (the page itself, not a Taro mini build). */
  miniProgramWebView?: MiniProgramName
  appBrowser?: AppBrowserName
  isMobile: boolean
  isPC: boolean
}

const version = (raw: string | undefined) => raw?.replace(/_/g, '.')

function detectOs(ua: string): { os: OsName; osVersion?: string } {
  // Harmony first: HarmonyOS webviews also claim Android for compatibility.
  const harmony = /(?:OpenHarmony|HarmonyOS)[ /]?([\d.]+)?/i.exec(ua)
  if (harmony) return { os: 'harmony', osVersion: harmony[1] }
  const ios = /(?:iPhone|iPad|iPod)[^)]*?OS (\d+(?:_\d+)*)/.exec(ua)
  if (ios) return { os: 'ios', osVersion: version(ios[1]) }
  // iPadOS 13+ in desktop mode reports a Mac; it still has touch, which the user agent cannot tell.
  const android = /Android[ /]?([\d.]+)?/i.exec(ua)
  if (android) return { os: 'android', osVersion: android[1] }
  const windows = /Windows NT ([\d.]+)/.exec(ua)
  if (windows) return { os: 'windows', osVersion: windows[1] }
  const mac = /Mac OS X (\d+(?:[_.]\d+)*)/.exec(ua)
  if (mac) return { os: 'macos', osVersion: version(mac[1]) }
  if (/Linux|X11|CrOS/.test(ua)) return { os: 'linux' }
  return { os: 'other' }
}

function detectMiniWebView(ua: string): MiniProgramName | undefined {
  if (/miniProgram/i.test(ua) && /MicroMessenger/i.test(ua)) return 'weapp'
  if (/AlipayClient/i.test(ua) && /MiniProgram/i.test(ua)) return 'alipay'
  if (/ToutiaoMicroApp|BytedanceWebview\/[\w.]+ .*MicroApp/i.test(ua)) return 'tt'
  if (/swan\//i.test(ua)) return 'swan'
  if (/QQ\/[\d.]+.*miniProgram/i.test(ua)) return 'qq'
  if (/JDMiniProgram|jdmp/i.test(ua)) return 'jd'
  return undefined
}

function detectAppBrowser(ua: string): AppBrowserName | undefined {
  if (/Weibo/i.test(ua)) return 'weibo'
  if (/DingTalk/i.test(ua)) return 'dingtalk'
  if (/AlipayClient/i.test(ua)) return 'alipay'
  if (/xhsdiscover|XiaoHongShu/i.test(ua)) return 'xiaohongshu'
  if (/aweme|BytedanceWebview|NewsArticle/i.test(ua)) return 'douyin'
  if (/baiduboxapp/i.test(ua)) return 'baidu'
  if (/\bQQ\/[\d.]+/.test(ua)) return 'qq'
  return undefined
}

/** Reads everything SPEC.md section 6 needs from one user agent string. Pure, so it is tested by table. */
export function parseUserAgent(ua: string): UserAgentInfo {
  const app = APP_UA_PATTERN.exec(ua)
  const { os, osVersion } = detectOs(ua)
  const isWeChat = /MicroMessenger/i.test(ua) && !/wxwork/i.test(ua)
  const isMobile = os === 'ios' || os === 'android' || os === 'harmony' || /Mobile|Mobi/.test(ua)
  return {
    inApp: Boolean(app),
    appVersion: app?.[1],
    appBuild: app?.[2] ? Number(app[2]) : undefined,
    os,
    osVersion,
    isWeChat,
    miniProgramWebView: detectMiniWebView(ua),
    appBrowser: app || isWeChat ? undefined : detectAppBrowser(ua),
    isMobile,
    isPC: !isMobile,
  }
}
