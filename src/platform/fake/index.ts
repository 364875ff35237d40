import type { NavigationTarget, Platform } from '../types'

export interface FakePlatform extends Platform {
  readonly calls: Array<{ method: string; target?: NavigationTarget; title?: string; delta?: number }>
  languages: string[]
}

/** In-memory platform for tests and previews: records what was asked of it. */
export function createFakePlatform(languages: string[] = ['zh-CN']): FakePlatform {
  const calls: FakePlatform['calls'] = []
  const platform: FakePlatform = {
    name: 'fake',
    calls,
    languages,
    navigation: {
      async push(target) {
        calls.push({ method: 'push', target })
      },
      async replace(target) {
        calls.push({ method: 'replace', target })
      },
      async back(delta = 1) {
        calls.push({ method: 'back', delta })
      },
      async setTitle(title) {
        calls.push({ method: 'setTitle', title })
      },
    },
    locale: {
      preferredLanguages: () => platform.languages,
    },
  }
  return platform
}
