import { parseUserAgent } from '@/platform/env/user-agent'
import { BIZ_TYPES, DEFAULT_ENVIRONMENT } from '@/services/telemetry/constants'
import { collectorFor, environmentFromUrl } from '@/services/telemetry/environment'
import { TelemetryUrlError } from '@/services/telemetry/errors'
import { CLICK_NAVIGATION_WINDOW_MS, TOKEN_VALIDITY_MS, TRACKER_NAME } from '../constants'
import { clickSource } from '../click-source'
import { decodePreviousPage, encodePreviousPage } from '../previous-page'
import { snakeKeys, toSnakeCase } from '../snake-case'
import { contextPlatform } from '../context'
import { NOT_INSTALLED_MESSAGE } from '../errors'

describe('tracking constants of SPEC.md section 9', () => {
  it.each([
    ['click-to-navigation window', CLICK_NAVIGATION_WINDOW_MS, 800],
    ['token validity', TOKEN_VALIDITY_MS, 43_200_000],
    ['tracker name', TRACKER_NAME, 'Tracker'],
    ['default environment', DEFAULT_ENVIRONMENT, 'production'],
    ['not-installed text', NOT_INSTALLED_MESSAGE, 'please check if the plugin is installed successfully'],
  ])('%s', (_label, value, expected) => {
    expect(value).toBe(expected)
  })
})

describe('attribute keys', () => {
  it.each([
    ['specificPlatform', 'specific_platform'],
    ['isApp', 'is_app'],
    ['source', 'source'],
    ['HTTPCode', 'http_code'],
    ['poiId2', 'poi_id2'],
    ['already_snake', 'already_snake'],
    ['kebab-case', 'kebab_case'],
  ])('%s -> %s', (key, snake) => {
    expect(toSnakeCase(key)).toBe(snake)
  })

  it('drops undefined values and keeps the others', () => {
    expect(snakeKeys({ isApp: false, pageId: 3, gone: undefined })).toEqual({ is_app: false, page_id: 3 })
  })
})

describe('environment from the page address', () => {
  it.each([
    ['https://trip.example.com/web/about', 'production'],
    ['https://www.trip.example.com/web/', 'production'],
    ['http://localhost:8080/web/', 'development'],
    ['http://127.0.0.1:4392/web/', 'development'],
    ['https://dev.trip.example.com/web/', 'development'],
    ['https://web-dev.trip.example.com/web/', 'development'],
    ['https://pre.trip.example.com/web/', 'prerelease'],
    ['https://staging.trip.example.com/web/', 'prerelease'],
    ['https://test.trip.example.com/web/', 'test'],
    ['https://web-test.trip.example.com/web/', 'test'],
    ['https://devices.trip.example.com/web/', 'production'],
    ['not a url', 'production'],
    [undefined, 'production'],
  ])('%s is %s', (href, env) => {
    expect(environmentFromUrl(href)).toBe(env)
  })

  it.each(Object.entries(BIZ_TYPES))('posts text/plain with the headers of section 7 in %s', (env, code) => {
    const target = collectorFor(env as never, 'en-GB')
    expect(target.url).toBe('/tracker/collect')
    expect(target.headers).toEqual({
      accept: '*/*',
      'accept-language': 'en-GB',
      'cache-control': 'no-cache',
      'content-type': 'text/plain;charset=UTF-8',
      'Biz-Type': String(code),
    })
  })

  it('refuses an empty collector address', () => {
    expect(() => collectorFor('production', 'zh-CN', '')).toThrow(TelemetryUrlError)
  })
})

describe('previous-page token', () => {
  const now = 1_700_000_000_000
  const token = encodePreviousPage({ pageKey: 'journeyDetail', index: 2 }, now)

  it.each([
    ['just written', 0, { pageKey: 'journeyDetail', index: 2 }],
    ['an hour old', 3_600_000, { pageKey: 'journeyDetail', index: 2 }],
    ['a millisecond under 12 hours', TOKEN_VALIDITY_MS - 1, { pageKey: 'journeyDetail', index: 2 }],
    ['exactly 12 hours old', TOKEN_VALIDITY_MS, null],
    ['a day old', 86_400_000, null],
    ['from the future', -1, null],
  ])('is read when %s', (_label, age, expected) => {
    expect(decodePreviousPage(token, now + age)).toEqual(expected)
  })

  it.each([[null], [''], ['garbage'], ['abc.1.page'], ['123.x.page']])('refuses %p', (bad) => {
    expect(decodePreviousPage(bad, now)).toBeNull()
  })

  it('keeps page keys with dots', () => {
    expect(decodePreviousPage(encodePreviousPage({ pageKey: 'a.b', index: 1 }, now), now)?.pageKey).toBe(
      'a.b',
    )
  })
})

describe('a click as the source of a navigation', () => {
  const mark = { eventKey: 'btn', index: 3, at: 1000 }
  it.each([
    [0, true],
    [799, true],
    [800, false],
    [5000, false],
    [-1, false],
  ])('%i ms after the click: %p', (after, counts) => {
    expect(clickSource(mark, 1000 + after)).toEqual(counts ? mark : null)
  })
  it('has no source without a click', () => {
    expect(clickSource(null, 1)).toBeNull()
  })
})

describe('context platform', () => {
  const APP = ' TripApp/6.61.0 TripBuild/6630001'
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' + APP, 'iOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari', 'iOSBrowser'],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36' + APP, 'Android'],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36', 'AndroidBrowser'],
    ['Mozilla/5.0 (Linux; OpenHarmony 4.0) Mobile' + APP, 'Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'PC'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605', 'PC'],
  ])('%s -> %s', (ua, platform) => {
    expect(contextPlatform(parseUserAgent(ua))).toBe(platform)
  })
})
