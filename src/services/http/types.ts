import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import type { HeaderContext } from './request-headers'
import type { ResponseHandlers } from './response-actions'
import type { SessionStore } from './anti-spam'
import type { Warn } from './legacy-fields'
import './axios-augment'

/** Picks the adapter for one request; the platform layer provides it (src/platform/request-adapter.ts). */
export interface AdapterSource {
  adapterFor(options: { useBridge: boolean }): AxiosAdapter
  /** Streamed requests; without it, axios's fetch (browsers) or http (node) adapter. */
  streamAdapterFor?(): AxiosAdapter
}

/** An auth scheme adds its credentials to a request (src/services/auth). */
export interface AuthScheme {
  authorize(config: InternalAxiosRequestConfig): void | Promise<void>
}

export interface HttpOptions {
  /** SPEC.md section 5: a string without a trailing slash. */
  baseURL?: string
  /** Named endpoints, filled with `{placeholder}` values by `api()`. */
  apis?: Record<string, string>
  /** Extra axios config (a plain object). */
  requestConfig?: Record<string, unknown>
  /** Section 9: 10 s unless told otherwise. */
  timeout?: number
  /** Section 7: credentials are sent in development. */
  withCredentials?: boolean
  adapters: AdapterSource
  auth?: AuthScheme
  /**
   * Signs in again after a 401 where the platform can do it without the reader (a mini-program's login
   * code); true when a new session is stored. The request that got the 401 is then sent once more.
   */
  reauthorize?: () => Promise<boolean>
  headers: HeaderContext
  handlers: ResponseHandlers
  session: SessionStore
  warn?: Warn
  logError?: (message: string) => void
}
