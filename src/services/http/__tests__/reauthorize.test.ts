import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { memorySessionStore } from '../anti-spam'
import { createHttp } from '../create-http'
import type { HttpOptions } from '../types'
import { quietHandlers } from './support/quiet-handlers'

// Issue 13: a 401 where the platform can sign in by itself (a mini-program) signs in and sends the
// request once more; a second 401, a failed sign-in or a no-auth call is the answer.
const OK = { code: 0, msg: 'ok', success: true, data: { ok: 1 } }
const REFUSED = { code: 40100, msg: 'login required', success: false, data: null }

function server(answers: Array<{ status: number; body: unknown }>, reauthorize?: () => Promise<boolean>) {
  let token = 'old'
  const seen: string[] = []
  // Like axios's own adapters: answer with the response, and axios's validateStatus rejects a 401.
  const adapter: AxiosAdapter = async (config) => {
    seen.push(String(AxiosHeaders.from(config.headers).get('Authorization') ?? 'none'))
    const answer = answers.shift() ?? { status: 200, body: OK }
    const response = {
      data: JSON.stringify(answer.body),
      status: answer.status,
      statusText: '',
      headers: {},
      config,
      request: null,
    }
    return response
  }
  const unauthorized = jest.fn()
  const options: HttpOptions = {
    adapters: { adapterFor: () => adapter },
    auth: {
      authorize: (config: InternalAxiosRequestConfig) =>
        void AxiosHeaders.from(config.headers).set('Authorization', token),
    },
    reauthorize:
      reauthorize &&
      (async () => {
        const ok = await reauthorize()
        if (ok) token = 'new'
        return ok
      }),
    headers: { pageOrigin: () => undefined, cookie: () => undefined, markHeaders: 'all' },
    handlers: quietHandlers({ unauthorized }),
    session: memorySessionStore(),
    logError: () => undefined,
  }
  return { http: createHttp(options), seen, unauthorized }
}

describe('signing in again after a 401', () => {
  it('signs in and sends the refused request once more, with the new session', async () => {
    const signIn = jest.fn(async () => true)
    const { http, seen } = server([{ status: 401, body: REFUSED }], signIn)
    await expect(http.get('/user/me/v2')).resolves.toEqual({ ok: 1 })
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(seen).toEqual(['old', 'new'])
  })

  it('takes a 200 carrying -101 as a 401 too (SPEC.md section 8)', async () => {
    const signIn = jest.fn(async () => true)
    const { http, seen } = server([{ status: 200, body: { code: -101, msg: 'expired', data: null } }], signIn)
    await expect(http.get('/a')).resolves.toEqual({ ok: 1 })
    expect(seen).toEqual(['old', 'new'])
  })

  it('a second 401 is the answer: no loop', async () => {
    const signIn = jest.fn(async () => true)
    const { http, seen } = server(
      [
        { status: 401, body: REFUSED },
        { status: 401, body: REFUSED },
      ],
      signIn,
    )
    await expect(http.get('/a')).rejects.toMatchObject({ status: 401 })
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(seen).toHaveLength(2)
  })

  it('a sign-in that fails or throws leaves the 401 as it was, sent once', async () => {
    for (const signIn of [async () => false, async () => Promise.reject(new Error('no code'))]) {
      const { http, seen } = server([{ status: 401, body: REFUSED }], signIn)
      await expect(http.get('/a')).rejects.toMatchObject({ status: 401 })
      expect(seen).toEqual(['old'])
    }
  })

  it('never for a no-auth call, nor where the platform cannot sign in by itself', async () => {
    const signIn = jest.fn(async () => true)
    const noAuth = server([{ status: 401, body: REFUSED }], signIn)
    await expect(noAuth.http.noAuth.post('/auth/login', {})).rejects.toMatchObject({ status: 401 })
    expect(signIn).not.toHaveBeenCalled()
    const web = server([{ status: 401, body: REFUSED }])
    await expect(web.http.get('/a')).rejects.toMatchObject({ status: 401 })
    expect(web.seen).toHaveLength(1)
  })

  it('still runs the 401 reaction of the page (the stored session is forgotten first)', async () => {
    const { http, unauthorized } = server([{ status: 401, body: REFUSED }], async () => true)
    await http.get('/a')
    expect(unauthorized).toHaveBeenCalledTimes(1)
  })
})
