import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { installTracker, recentTrackingEvents, resetTrackerForTests, trackPageEnter } from '../install'

const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 TripApp/6.61.0 TripBuild/6630001'

describe('inside the host app', () => {
  const realUa = navigator.userAgent
  beforeEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: APP_UA, configurable: true })
    resetTrackerForTests()
  })
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: realUa, configurable: true })
    resetTrackerForTests()
  })

  it('ends the page when the app view disappears and views it again when it appears (SPEC.md section 2)', () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    installTracker({ transport: { send: async () => true } })
    trackPageEnter({ pageKey: 'about', matchedPath: '/about', url: 'http://x/web/about' })
    platform.emitViewVisibility(false)
    platform.emitViewVisibility(true)
    expect(recentTrackingEvents.list().map((e) => e.kind)).toEqual(['page_view', 'page_end', 'page_view'])
    expect(recentTrackingEvents.list()[0].context.platform).toBe('iOS')
  })
})
