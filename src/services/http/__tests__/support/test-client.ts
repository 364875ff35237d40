import axios, { getAdapter } from 'axios'
import { createHttp, type HttpClient } from '../../create-http'
import { memorySessionStore, type SessionStore } from '../../anti-spam'
import type { ResponseHandlers } from '../../response-actions'
import type { HttpOptions } from '../../types'

export interface Recorded {
  http: HttpClient
  calls: string[]
  session: SessionStore
}

/** A client against a real origin with handlers that only record what they were asked to do. */
export function testClient(origin: string, overrides: Partial<HttpOptions> = {}): Recorded {
  const calls: string[] = []
  const handlers: ResponseHandlers = {
    unauthorized: () => void calls.push('unauthorized'),
    forbidden: () => void calls.push('forbidden'),
    exception: (code) => void calls.push(`exception:${code}`),
    login: () => void calls.push('login'),
    timeAlert: () => void calls.push('timeAlert'),
    reload: () => void calls.push('reload'),
  }
  const session = overrides.session ?? memorySessionStore()
  const http = createHttp({
    baseURL: `${origin}/api/v1`,
    adapters: { adapterFor: () => getAdapter(['xhr', 'http', 'fetch']) },
    headers: { pageOrigin: () => origin, cookie: () => undefined, markHeaders: 'all' },
    handlers,
    session,
    warn: () => undefined,
    ...overrides,
  })
  return { http, calls, session }
}

/** A plain JSON POST with axios's own adapter, outside the client under test. */
export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await axios.post<T>(url, body, { adapter: getAdapter(['xhr', 'http', 'fetch']), headers })
  return res.data
}

/** The seeded demo admin's session: the anti-spam switches answer admins only (issue 11, defect 8). */
async function adminHeaders(origin: string): Promise<Record<string, string>> {
  const login = await postJson<{ data: { sessionId: string } }>(`${origin}/api/v1/auth/app_login`, {
    userToken: 'demo-app-token-3',
  })
  return { authorization: login.data.sessionId }
}

/** Arms one of the server's anti-spam switches (docs/api.md, "Anti-spam switches"). */
export async function armAntispam(origin: string, rule: Record<string, unknown>): Promise<void> {
  await postJson(`${origin}/api/v1/dev/antispam`, rule, await adminHeaders(origin))
}

export async function clearAntispam(origin: string): Promise<void> {
  await postJson(`${origin}/api/v1/dev/antispam/clear`, {}, await adminHeaders(origin))
}

/** Signs in a web visitor with the test-mode code and returns the session id. */
export async function webSession(origin: string, phone = '13800000001'): Promise<string> {
  const post = (path: string, body: unknown) =>
    postJson<{ data: { sessionId: string } }>(`${origin}/api/v1/${path}`, body)
  await post('auth/send_code', { phone })
  const login = await post('auth/login', { phone, code: '000000' })
  return login.data.sessionId
}
