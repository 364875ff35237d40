import type { StorageAdapter } from '@/platform'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from './constants'

/**
 * The token and the user's info, in the platform's storage (localStorage on the web, the app's or the
 * mini-program's storage elsewhere). Both are written and cleared together (SPEC.md section 4).
 */
export interface TokenStore<User = unknown> {
  getToken(): Promise<string | null>
  setToken(token: string): Promise<void>
  getUser(): Promise<User | null>
  setUser(user: User): Promise<void>
  clear(): Promise<void>
}

export function createTokenStore<User = unknown>(storage: StorageAdapter): TokenStore<User> {
  return {
    getToken: () => storage.getItem(AUTH_TOKEN_KEY).catch(() => null),
    setToken: (token) => storage.setItem(AUTH_TOKEN_KEY, token),
    async getUser() {
      const raw = await storage.getItem(AUTH_USER_KEY).catch(() => null)
      if (!raw) return null
      try {
        return JSON.parse(raw) as User
      } catch {
        return null
      }
    },
    setUser: (user) => storage.setItem(AUTH_USER_KEY, JSON.stringify(user)),
    async clear() {
      await Promise.all([storage.removeItem(AUTH_TOKEN_KEY), storage.removeItem(AUTH_USER_KEY)])
    },
  }
}
