import { NOTCH_SCREEN_HEIGHTS } from '../constants'
import { imageUrlFor } from '../image-url'
import { platformLabel } from '../platform-label'
import { hasNotch } from '../screen'
import { createVisitorId, isVisitorId, parseVisitorRecord } from '../visitor'

describe('platformLabel', () => {
  it.each([
    [true, 'ios', 'iOS_app'],
    [true, 'android', 'android_app'],
    [true, 'harmony', 'android_app'],
    [false, 'ios', 'iOS_web'],
    [false, 'android', 'android_web'],
    [false, 'windows', 'android_web'],
    [false, 'macos', 'iOS_web'],
  ] as const)('in app %p on %s is %s', (inApp, os, label) => {
    expect(platformLabel({ inApp, os })).toBe(label)
  })
})

describe('imageUrlFor', () => {
  it.each([
    ['ios', '13.7', 'https://img.example.com/a.webp', 'https://img.example.com/a.png'],
    ['ios', '13.7', 'https://img.example.com/a.webp?x=1', 'https://img.example.com/a.png?x=1'],
    ['ios', '12.0', 'https://img.example.com/a.jpg?format=webp', 'https://img.example.com/a.jpg?format=png'],
    ['ios', '14.0', 'https://img.example.com/a.webp', 'https://img.example.com/a.webp'],
    ['android', '8', 'https://img.example.com/a.webp', 'https://img.example.com/a.webp'],
    ['ios', '13.7', 'https://img.example.com/webp/a.jpg', 'https://img.example.com/webp/a.jpg'],
  ] as const)('on %s %s turns %s into %s', (os, osVersion, input, output) => {
    expect(imageUrlFor(input, { os, osVersion })).toBe(output)
  })
})

describe('hasNotch', () => {
  it.each(NOTCH_SCREEN_HEIGHTS)('an iPhone %d points tall has a notch', (height) => {
    expect(hasNotch({ os: 'ios' }, { width: 390, height })).toBe(true)
  })

  it('reads a landscape iPhone by its long side', () => {
    expect(hasNotch({ os: 'ios' }, { width: 844, height: 390 })).toBe(true)
  })

  it.each([667, 736, 568])('an iPhone %d points tall has none', (height) => {
    expect(hasNotch({ os: 'ios' }, { width: 375, height })).toBe(false)
  })

  it('an Android phone never counts', () => {
    expect(hasNotch({ os: 'android' }, { width: 390, height: 844 })).toBe(false)
  })
})

describe('the web visitor record', () => {
  it('is u_, a random string and the timestamp', () => {
    const id = createVisitorId(1763800000000, () => 0.5)
    expect(id).toMatch(/^u_[0-9a-z]{12}1763800000000$/)
    expect(isVisitorId(id)).toBe(true)
  })

  it('is different each time', () => {
    expect(createVisitorId()).not.toBe(createVisitorId())
  })

  it.each([null, '', 'not json', '{"userId":"evil"}', '{"userId":42}', '[]'])(
    'replaces the stored value %p',
    (raw) => {
      expect(parseVisitorRecord(raw)).toBeNull()
    },
  )

  it('keeps a well-formed stored record', () => {
    const userId = createVisitorId()
    expect(parseVisitorRecord(JSON.stringify({ userId }))).toEqual({ userId })
  })
})
