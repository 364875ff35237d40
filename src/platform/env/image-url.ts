import type { UserAgentInfo } from './user-agent'
import { isAtLeast } from './version'

/** iOS before 14 cannot decode webp (SPEC.md section 5): such URLs are rewritten to png. */
export function supportsWebp(env: Pick<UserAgentInfo, 'os' | 'osVersion'>): boolean {
  return env.os !== 'ios' || isAtLeast(env.osVersion ?? '0', '14')
}

/** Rewrites the `.webp` extension (and a `format=webp` parameter) of an image URL when needed. */
export function imageUrlFor(url: string, env: Pick<UserAgentInfo, 'os' | 'osVersion'>): string {
  if (supportsWebp(env)) return url
  return url.replace(/\.webp(?=$|[?#])/i, '.png').replace(/([?&](?:format|fm)=)webp\b/i, '$1png')
}
