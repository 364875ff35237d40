import { safeReturnUrl, withoutParam } from '../return-url'
import { HOSTILE_RETURN_URLS } from './hostile-return-urls'

const POLICY = { allowedHosts: ['*.trip.example'], selfOrigin: 'https://www.trip.example' }

describe('return and service addresses', () => {
  it('has at least 50 hostile cases', () => {
    expect(HOSTILE_RETURN_URLS.length).toBeGreaterThanOrEqual(50)
  })

  it.each(HOSTILE_RETURN_URLS.map((url) => [JSON.stringify(url), url]))('refuses %s', (_label, url) => {
    expect(safeReturnUrl(url, POLICY)).toBeNull()
  })

  it.each([
    ['https://www.trip.example/web/about', 'https://www.trip.example/web/about'],
    ['https://trip.example/web/about?x=1#y', 'https://trip.example/web/about?x=1#y'],
    ['https://api.trip.example/sso/login', 'https://api.trip.example/sso/login'],
    ['HTTPS://WWW.TRIP.EXAMPLE/web', 'https://www.trip.example/web'],
    [
      '/web/journey/detail/1?from=%2Fweb%2Fabout',
      'https://www.trip.example/web/journey/detail/1?from=%2Fweb%2Fabout',
    ],
    ['/web/exception?code=51105', 'https://www.trip.example/web/exception?code=51105'],
  ])('follows %s as %s', (url, expected) => {
    expect(safeReturnUrl(url, POLICY)).toBe(expected)
  })

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['https://www.trip.example/']]) {
      expect(safeReturnUrl(value, POLICY)).toBeNull()
    }
  })

  it('drops one parameter and keeps the rest', () => {
    expect(withoutParam('https://www.trip.example/web/a?ticket=ST-1&x=2', 'ticket')).toBe(
      'https://www.trip.example/web/a?x=2',
    )
  })
})
