import { createFakePlatform } from '@/platform/fake'
import type { PageLocation } from '@/services/auth/page-location'
import { createDefaultHandlers, exceptionPageUrl } from '../default-handlers'

function setup(name: 'web' | 'app' | 'mini' = 'web') {
  const platform = createFakePlatform()
  Object.assign(platform, { name })
  const seen: string[] = []
  const location: PageLocation = {
    href: () => 'https://www.trip.example/web/journey/detail/1?x=1',
    origin: () => 'https://www.trip.example',
    replace: (url) => void seen.push(`replace ${url}`),
    assign: (url) => void seen.push(`assign ${url}`),
    reload: () => void seen.push('reload'),
  }
  const handlers = createDefaultHandlers({
    platform,
    location,
    redirectToLogin: () => (seen.push('company login'), true),
    text: () => ({ timeErrorTitle: '系统时间错误', timeErrorDesc: 'd', ok: 'ok' }),
  })
  return { platform, seen, handlers }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('default response handlers (SPEC.md section 8)', () => {
  it('sends a web visitor to the company login on 401 and on 418 sso', () => {
    const { handlers, seen } = setup()
    handlers.unauthorized()
    handlers.login()
    expect(seen).toEqual(['company login', 'company login'])
  })

  it.each([
    [true, ['reload']],
    [false, []],
  ])('in the app, runs the app login; finished %s -> %j, abandoned closes', async (loggedIn, expected) => {
    const { handlers, seen, platform } = setup('app')
    platform.user = loggedIn ? { userId: '1', nickname: 'a' } : null
    handlers.unauthorized()
    await flush()
    expect(seen).toEqual(expected)
    expect(platform.calls.some((c) => c.method === 'close')).toBe(!loggedIn)
  })

  it('opens the exception page with the code and the current address', () => {
    const { handlers, seen } = setup()
    handlers.exception(51105)
    expect(seen).toEqual([
      `assign /web/exception?code=51105&returnUrl=${encodeURIComponent('https://www.trip.example/web/journey/detail/1?x=1')}`,
    ])
  })

  it('in a mini-program, opens the exception page through the platform navigation', async () => {
    const { handlers, platform } = setup('mini')
    handlers.exception(22102)
    await flush()
    const call = platform.calls.find((c) => c.method === 'replace')
    expect(call?.target?.pagePath).toMatch(/^\/pages\/exception\/index\?code=22102&returnUrl=/)
  })

  it('shows one system-time alert however many responses ask at once', async () => {
    const { handlers, platform } = setup()
    handlers.timeAlert()
    handlers.timeAlert()
    await flush()
    expect(platform.calls.filter((c) => c.method === 'alert')).toEqual([
      { method: 'alert', message: '系统时间错误' },
    ])
  })

  it('reloads the page for anti-spam', () => {
    const { handlers, seen } = setup()
    handlers.reload()
    expect(seen).toEqual(['reload'])
  })

  it('builds the exception address', () => {
    expect(exceptionPageUrl(22102, '/web/a?b=1')).toBe(
      '/web/exception?code=22102&returnUrl=%2Fweb%2Fa%3Fb%3D1',
    )
  })
})
