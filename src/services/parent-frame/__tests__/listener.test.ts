import { createFrameMessageHandler, type FrameActions } from '../listener'
import { trustedOrigins, isTrustedOrigin, normalizeOrigin } from '../origin-policy'
import { parseIncoming } from '../messages'
import { TRUSTED_PARENT_ORIGINS } from '../constants'

const SELF = 'http://127.0.0.1:4392'
const trusted = trustedOrigins(SELF, 'https://partner.trip.example')

function setup() {
  const actions: jest.Mocked<FrameActions> = {
    currentPath: jest.fn(() => '/web/about'),
    highlight: jest.fn(),
    back: jest.fn(),
    connected: jest.fn(),
  }
  const source = { postMessage: jest.fn() }
  const handle = createFrameMessageHandler(trusted, actions)
  return { actions, source, handle }
}

/** Origins a hostile page could send from, or that a lax check might confuse with a trusted one. */
const HOSTILE_ORIGINS = [
  'null',
  '',
  '*',
  'https://evil.example',
  'http://evil.example',
  'https://uba.trip.example.evil.com',
  'https://uba.trip.example.',
  'https://evil-uba.trip.example',
  'https://ubatrip.example',
  'https://uba-trip.example',
  'https://xuba.trip.example',
  'https://sub.uba.trip.example',
  'http://uba.trip.example',
  'https://uba.trip.example:8443',
  'https://uba.trip.example:444',
  'wss://uba.trip.example',
  'ftp://uba.trip.example',
  'file://',
  'data:',
  'javascript:alert(1)',
  'chrome-extension://abcdefghijklmnop',
  'https://UBA.TRIP.EXAMPLE',
  'https://uba.trip.example/',
  'https://uba.trip.example/path',
  'https://uba.trip.example@evil.example',
  'https://evil.example#https://uba.trip.example',
  'https://evil.example?https://uba.trip.example',
  'http://127.0.0.1',
  'http://127.0.0.1:4393',
  'http://localhost:4392',
  'https://127.0.0.1:4392',
  'http://[::1]:4392',
  'http://0.0.0.0:4392',
  'http://127.0.0.2:4392',
  'https://admin.trip.example.attacker.io',
  'https://admin.trip.exampl',
  'https://partner.trip.example.evil',
  'http://partner.trip.example',
  ' https://uba.trip.example',
  'https://uba.trip.example ',
  'https://xn--uba-trip-example.evil',
]

describe('the parent-frame listener', () => {
  it('has at least 30 hostile origins to try', () => {
    expect(HOSTILE_ORIGINS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE_ORIGINS)('ignores every message from %p', (origin) => {
    const { actions, source, handle } = setup()
    for (const data of [
      { type: 'connect' },
      { type: 'switch:highlight', enabled: true },
      { type: 'history-back' },
    ]) {
      expect(handle({ origin, data, source })).toBe(false)
    }
    expect(source.postMessage).not.toHaveBeenCalled()
    expect(actions.highlight).not.toHaveBeenCalled()
    expect(actions.back).not.toHaveBeenCalled()
    expect(actions.connected).not.toHaveBeenCalled()
  })

  it.each([SELF, ...TRUSTED_PARENT_ORIGINS, 'https://partner.trip.example'])(
    'answers connect from %s with connected, to that origin and never to *',
    (origin) => {
      const { actions, source, handle } = setup()
      expect(handle({ origin, data: { type: 'connect' }, source })).toBe(true)
      expect(source.postMessage).toHaveBeenCalledWith({ type: 'connected', path: '/web/about' }, origin)
      expect(source.postMessage.mock.calls.every(([, target]) => target !== '*')).toBe(true)
      expect(actions.connected).toHaveBeenCalledWith(origin)
    },
  )

  it.each([
    [{ type: 'switch:highlight', enabled: true }, 'highlight', [true]],
    [{ type: 'switch:highlight', enabled: false }, 'highlight', [false]],
    [{ type: 'history-back' }, 'back', []],
  ])('acts on %p from a trusted parent', (data, action, args) => {
    const { actions, source, handle } = setup()
    expect(handle({ origin: SELF, data, source })).toBe(true)
    expect(actions[action as 'highlight' | 'back']).toHaveBeenCalledWith(...args)
  })

  it.each([
    [null],
    ['connect'],
    [42],
    [[{ type: 'connect' }]],
    [{}],
    [{ type: 'CONNECT' }],
    [{ type: 'route-change' }],
    [{ type: 'switch:highlight' }],
    [{ type: 'switch:highlight', enabled: 'yes' }],
  ])('ignores the malformed message %p even from a trusted origin', (data) => {
    const { source, handle } = setup()
    expect(handle({ origin: SELF, data, source })).toBe(false)
    expect(source.postMessage).not.toHaveBeenCalled()
  })

  it('ignores connect without a sender to answer', () => {
    const { handle } = setup()
    expect(handle({ origin: SELF, data: { type: 'connect' }, source: null })).toBe(false)
  })

  it('never throws into the message loop', () => {
    const { handle } = setup()
    const source = {
      postMessage: () => {
        throw new Error('detached')
      },
    }
    expect(handle({ origin: SELF, data: { type: 'connect' }, source })).toBe(false)
  })
})

describe('the trusted origins', () => {
  it('always include the site itself and the configured parents, normalized', () => {
    expect([
      ...trustedOrigins('http://127.0.0.1:4392/web/x', ' https://A.trip.example:443/p , ,bad'),
    ]).toEqual([...TRUSTED_PARENT_ORIGINS, 'https://a.trip.example', 'http://127.0.0.1:4392'])
  })

  it.each([
    ['https://a.example/x', 'https://a.example'],
    ['https://a.example:443', 'https://a.example'],
    ['http://a.example:80', 'http://a.example'],
    ['ftp://a.example', null],
    ['https://u:p@a.example', null],
    ['nonsense', null],
  ])('normalizes %s to %p', (raw, origin) => {
    expect(normalizeOrigin(raw)).toBe(origin)
  })

  it('refuses non-strings', () => {
    expect(isTrustedOrigin(undefined, trusted)).toBe(false)
    expect(isTrustedOrigin(null, trusted)).toBe(false)
  })

  it('parses only the three incoming shapes', () => {
    expect(parseIncoming({ type: 'connect', extra: 1 })).toEqual({ type: 'connect' })
  })
})
