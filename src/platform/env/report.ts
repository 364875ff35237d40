import { GATES, isGateOpen, type GateName } from './gates'
import { supportsWebp } from './image-url'
import { platformLabel, type PlatformLabel } from './platform-label'
import { hasNotch } from './screen'
import type { UserAgentInfo } from './user-agent'

export type Context = 'app' | 'mini-program' | 'wechat' | 'app-browser' | 'mobile' | 'pc'

export interface EnvironmentReport {
  context: Context
  userAgent: string
  info: UserAgentInfo
  label: PlatformLabel
  gates: Record<GateName, boolean>
  webp: boolean
  notch: boolean
  screen: { width: number; height: number }
}

/** SPEC.md section 6's contexts, most specific first. */
export function contextOf(info: UserAgentInfo, miniBuild: boolean): Context {
  if (miniBuild || info.miniProgramWebView) return 'mini-program'
  if (info.inApp) return 'app'
  if (info.isWeChat) return 'wechat'
  if (info.appBrowser) return 'app-browser'
  return info.isMobile ? 'mobile' : 'pc'
}

/** Everything known about where the page runs, for the webtest page and for telemetry context. */
export function environmentReport(
  userAgent: string,
  info: UserAgentInfo,
  screen: { width: number; height: number },
  miniBuild = false,
): EnvironmentReport {
  const gates = Object.fromEntries(
    (Object.keys(GATES) as GateName[]).map((g) => [g, isGateOpen(g, info)]),
  ) as Record<GateName, boolean>
  return {
    context: contextOf(info, miniBuild),
    userAgent,
    info,
    label: platformLabel(info),
    gates,
    webp: supportsWebp(info),
    notch: hasNotch(info, screen),
    screen,
  }
}
