import { BridgeError } from '../client/errors'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeEach(() => {
  h = createHarness()
})
afterEach(() => h.dispose())

const call = (method: string, args: unknown) =>
  (h.methods as unknown as Record<string, (a: unknown) => Promise<unknown>>)[method](args)

// SPEC.md section 5 and the texts of section 8: [method, args, code, message].
const REJECTED: Array<[string, unknown, string, string]> = [
  ['toast', {}, 'ERR_ARGS_NULL', 'message should not be undefined or null'],
  ['toast', { message: null }, 'ERR_ARGS_NULL', 'message should not be undefined or null'],
  ['toast', { message: 42 }, 'ERR_ARGS_INVALID', 'toast: message should be a string'],
  ['toast', null, 'ERR_ARGS_NULL', 'toast: args should be an object'],
  ['getItem', {}, 'ERR_ARGS_NULL', 'getItem: key should not be undefined or null'],
  ['getItem', { key: 1 }, 'ERR_ARGS_INVALID', 'getItem: key should be a string'],
  ['setItem', { key: 'k' }, 'ERR_ARGS_NULL', 'setItem: value should not be undefined or null'],
  ['setItem', { key: 'k', value: 1 }, 'ERR_ARGS_INVALID', 'setItem: value should be a string'],
  ['removeItem', { key: null }, 'ERR_ARGS_NULL', 'removeItem: key should not be undefined or null'],
  ['broadcast', { key: 'k' }, 'ERR_ARGS_NULL', 'broadcast: data should not be undefined or null'],
  ['broadcast', { key: 'k', data: { a: 1 } }, 'ERR_ARGS_INVALID', 'broadcast: data should be a string'],
  ['openLink', {}, 'ERR_ARGS_NULL', 'openLink: url should not be undefined or null'],
  ['openLink', { url: 7 }, 'ERR_ARGS_INVALID', 'openLink: url should be a string'],
  [
    'openLink',
    { url: 'ftp://x.com' },
    'ERR_ARGS_INVALID',
    'openLink: url should match the http(s) pattern, got ftp://x.com',
  ],
  [
    'openLink',
    { url: '/web/about' },
    'ERR_ARGS_INVALID',
    'openLink: url should match the http(s) pattern, got /web/about',
  ],
  [
    'replaceSelfWithLink',
    { url: 'javascript:alert(1)' },
    'ERR_ARGS_INVALID',
    expect.stringContaining('http(s) pattern'),
  ],
  ['getThirdAuth', { type: 'alipay' }, 'ERR_ARGS_INVALID', 'getThirdAuth: type should be one of weixin'],
  ['getThirdAuth', {}, 'ERR_ARGS_NULL', 'getThirdAuth: type should not be undefined or null'],
  [
    'shareContentV2',
    { title: 'no type' },
    'ERR_ARGS_NULL',
    'shareContentV2: type should not be undefined or null',
  ],
  ['setShareInfo', { type: null }, 'ERR_ARGS_NULL', 'setShareInfo: type should not be undefined or null'],
  [
    'setAlwaysBounce',
    { direction: 'diagonal', enabled: true },
    'ERR_ARGS_INVALID',
    'setAlwaysBounce: direction should be one of vertical, horizontal',
  ],
  [
    'sendClientRequest',
    { url: '/x', type: 'PATCH' },
    'ERR_ARGS_INVALID',
    'sendClientRequest: type should be one of GET, POST, PUT, DELETE',
  ],
  [
    'sendClientRequestV2',
    { url: '/x' },
    'ERR_ARGS_NULL',
    'sendClientRequestV2: type should not be undefined or null',
  ],
  [
    'sendClientRequestV3',
    { type: 'GET' },
    'ERR_ARGS_NULL',
    'sendClientRequestV3: url should not be undefined or null',
  ],
  [
    'setStatusBar',
    { textColor: 'light' },
    'ERR_ARGS_INVALID',
    'setStatusBar: textColor works only on Android, not on ios',
  ],
] as Array<[string, unknown, string, string]>

describe('the argument rules of SPEC.md section 5', () => {
  it.each(REJECTED)('%s(%j) rejects with %s', async (method, args, code, message) => {
    const error = await call(method, args).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BridgeError)
    expect(error).toMatchObject({ code, message, method })
    expect(h.sim?.calls).toEqual([])
  })

  // The same families with valid arguments reach native.
  it.each([
    ['toast', { message: '' }],
    ['getItem', { key: 'k' }],
    ['setItem', { key: 'k', value: '' }],
    ['broadcast', { key: 'k', data: '{}' }],
    ['openLink', { url: 'https://trip.example.com/web/about' }],
    ['openLink', { url: 'HTTP://TRIP.EXAMPLE.COM' }],
    ['getThirdAuth', { type: 'weixin' }],
    ['shareContentV2', { type: 'journey' }],
    ['setAlwaysBounce', { direction: 'horizontal', enabled: true }],
    ['sendClientRequest', { url: '/api/v1/user/me/v2', type: 'DELETE' }],
    ['setStatusBar', { hidden: true }],
  ])('%s(%j) goes through to native', async (method, args) => {
    await call(method, args)
    expect(h.sim?.callsOf(method)).toHaveLength(1)
  })

  it.each(['android', 'harmony'] as const)('lets the status-bar text colour through on %s', async (os) => {
    h.dispose()
    h = createHarness({ os })
    await call('setStatusBar', { textColor: 'dark' })
    expect(h.sim?.callsOf('setStatusBar')[0].args).toEqual({ textColor: 'dark' })
  })

  it('rejects without throwing synchronously, so callers can always await', () => {
    expect(() => call('toast', {}).catch(() => undefined)).not.toThrow()
  })
})
