import type { UserAgentInfo } from '@/platform/env/user-agent'
import type { TelemetryEnvironment } from '@/services/telemetry/constants'
import { ARTIFACT_NAME, ARTIFACT_VERSION, TRACKER_APP_ID } from './constants'
import type { TrackingContext } from './types'

/** SPEC.md section 3: iOS, iOSBrowser, Android, AndroidBrowser or PC. */
export function contextPlatform(
  info: Pick<UserAgentInfo, 'inApp' | 'os' | 'isMobile'>,
): TrackingContext['platform'] {
  if (info.os === 'ios') return info.inApp ? 'iOS' : 'iOSBrowser'
  if (info.os === 'android' || info.os === 'harmony') return info.inApp ? 'Android' : 'AndroidBrowser'
  if (info.inApp) return 'Android'
  return info.isMobile ? 'AndroidBrowser' : 'PC'
}

export function buildContext(options: {
  info: UserAgentInfo
  userAgent: string
  sessionId: string
  userId: string
  groupUserId?: string
  environment: TelemetryEnvironment
  attributes?: Record<string, unknown>
  /** A mini-program's vendor and host version (the platform's environment.container()). */
  container?: { name: string; version: string } | null
}): TrackingContext {
  const { info, container } = options
  return {
    app_id: TRACKER_APP_ID,
    session_id: options.sessionId,
    // A mini-program runs inside an app: its phone's OS as an app platform (the container names which).
    platform: contextPlatform(container ? { ...info, inApp: true } : info),
    user_agent: options.userAgent,
    artifact_name: ARTIFACT_NAME,
    artifact_version: ARTIFACT_VERSION,
    user_id: options.userId,
    group_user_id: options.groupUserId ?? options.userId,
    // The container is the mini-program's host, the host app when inside it, otherwise the browser.
    container_artifact_name: container?.name ?? (info.inApp ? 'TripApp' : 'browser'),
    container_artifact_version: container?.version ?? (info.inApp ? (info.appVersion ?? '') : ''),
    environment: options.environment,
    ...(options.attributes ? { attributes: options.attributes } : {}),
  }
}
