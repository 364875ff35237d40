import { BIZ_TYPES, COLLECTOR_URLS, DEFAULT_ENVIRONMENT, type TelemetryEnvironment } from './constants'
import { TelemetryUrlError } from './errors'

/**
 * SPEC.md section 4: production by default, development or prerelease (and test) from the page address.
 * Local hosts and `dev.`/`-dev.` hosts are development; `pre.`/`staging.` prerelease; `test.` test.
 */
export function environmentFromUrl(href: string | undefined): TelemetryEnvironment {
  let host = ''
  try {
    host = href ? new URL(href).hostname.toLowerCase() : ''
  } catch {
    return DEFAULT_ENVIRONMENT
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.local'))
    return 'development'
  const labels = host.split('.')
  const first = labels[0] ?? ''
  if (/^(dev|develop|development)$|-dev$/.test(first)) return 'development'
  if (/^(pre|prerelease|staging)$|-pre$/.test(first)) return 'prerelease'
  if (/^(test|sit|qa)$|-test$/.test(first)) return 'test'
  return DEFAULT_ENVIRONMENT
}

export interface CollectorTarget {
  url: string
  headers: Record<string, string>
}

/** The collector address and the headers of SPEC.md section 7 for an environment. */
export function collectorFor(
  environment: TelemetryEnvironment,
  language: string,
  url: string = COLLECTOR_URLS[environment],
): CollectorTarget {
  if (!url) throw new TelemetryUrlError()
  return {
    url,
    headers: {
      accept: '*/*',
      'accept-language': language || 'zh-CN',
      'cache-control': 'no-cache',
      'content-type': 'text/plain;charset=UTF-8',
      'Biz-Type': String(BIZ_TYPES[environment]),
    },
  }
}
