import { parseUserAgent, type UserAgentInfo } from '../user-agent'

type Row = [string, string, Partial<UserAgentInfo>]

// Real user agents of each context of SPEC.md section 6 (app ones carry CONTRACTS.md's marker).
const TABLE: Row[] = [
  [
    'the app on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TripApp/6.61.0 TripBuild/6630001',
    {
      inApp: true,
      appVersion: '6.61.0',
      appBuild: 6630001,
      os: 'ios',
      osVersion: '17.4',
      isWeChat: false,
      isMobile: true,
      isPC: false,
    },
  ],
  [
    'the app on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 TripApp/6.5.2 TripBuild/6502000',
    { inApp: true, appVersion: '6.5.2', appBuild: 6502000, os: 'android', osVersion: '14', isMobile: true },
  ],
  [
    'the app on HarmonyOS',
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile TripApp/6.56.0 TripBuild/6560100',
    { inApp: true, appVersion: '6.56.0', os: 'harmony', osVersion: '4.1', isMobile: true },
  ],
  [
    'an old app without a build number',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TripApp/5.20',
    { inApp: true, appVersion: '5.20', appBuild: undefined, os: 'ios', osVersion: '12.5.7' },
  ],
  [
    "WeChat's browser on Android",
    'Mozilla/5.0 (Linux; Android 13; V2154A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    { inApp: false, isWeChat: true, os: 'android', appBrowser: undefined, miniProgramWebView: undefined },
  ],
  [
    "WeChat's browser on iOS",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN',
    { isWeChat: true, os: 'ios', osVersion: '16.6' },
  ],
  [
    "a WeChat mini-program's web-view",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef',
    { isWeChat: true, miniProgramWebView: 'weapp' },
  ],
  [
    "an Alipay mini-program's web-view",
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2102K1C Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.58 UWS/3.22.2.59 Mobile Safari/537.36 UCBS/3.22.2.59_230609144409 ChannelId(0) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.16.6000) AlipayClient/10.5.16.6000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CN MiniProgram',
    { miniProgramWebView: 'alipay', appBrowser: 'alipay', isWeChat: false },
  ],
  [
    "a ByteDance mini-program's web-view",
    'Mozilla/5.0 (Linux; Android 11; M2012K11AC Build/RKQ1.200826.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/75.0.3770.156 Mobile Safari/537.36 aweme_230400 JsSdk/2 NetType/WIFI Channel/xiaomi app_version/23.4.0 ByteLocale/zh-Hans-CN Region/CN AppTheme/light ToutiaoMicroApp/2.80.0',
    { miniProgramWebView: 'tt', appBrowser: 'douyin' },
  ],
  [
    "Weibo's browser",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.2.0__iphone__os16.1)',
    { appBrowser: 'weibo', inApp: false },
  ],
  [
    "Xiaohongshu's browser",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 xhsdiscover/8.19 (iPhone; iOS 17.2; zh_CN) Resolution/1179*2556 Version/8.19 Build/8190196 Device/(Apple Inc.;iPhone15,2) NetType/WiFi',
    { appBrowser: 'xiaohongshu' },
  ],
  [
    "DingTalk's browser",
    'Mozilla/5.0 (Linux; Android 10; HLK-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.72 Mobile Safari/537.36 AliApp(DingTalk/7.0.10) com.alibaba.android.rimet/31143289 Channel/227200 language/zh-CN',
    { appBrowser: 'dingtalk' },
  ],
  [
    "QQ's browser",
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.33.614 V1_IPH_SQ_8.9.33_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI QBWebViewType/1 WKType/1',
    { appBrowser: 'qq', os: 'ios' },
  ],
  [
    'Chrome on a phone',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
    { inApp: false, isWeChat: false, appBrowser: undefined, os: 'android', isMobile: true, isPC: false },
  ],
  [
    'Safari on an iPhone with iOS 13',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1',
    { os: 'ios', osVersion: '13.7', isMobile: true },
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { os: 'windows', osVersion: '10.0', isMobile: false, isPC: true, inApp: false },
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    { os: 'macos', osVersion: '10.15.7', isPC: true },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    { os: 'linux', isPC: true },
  ],
  ['an empty user agent', '', { os: 'other', inApp: false, isPC: true, isMobile: false }],
]

describe('parseUserAgent', () => {
  it.each(TABLE)('reads %s', (_, ua, expected) => {
    expect(parseUserAgent(ua)).toMatchObject(expected)
  })

  it('does not take a look-alike marker for the app', () => {
    expect(parseUserAgent('Mozilla/5.0 NotTripApp TripApplication/6.0').inApp).toBe(false)
  })

  it('does not count WeChat Work as WeChat', () => {
    expect(parseUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0 wxwork/4.1').isWeChat).toBe(false)
  })
})
