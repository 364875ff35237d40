import { getPlatform, platformReady, setPlatform } from '..'
import { resetBridgeForTests } from '../bridge'

// Issue 18: the host app's platform is a chunk of its own, loaded before the app starts; a browser
// never waits for it.
const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 TripApp/6.61.0 TripBuild/6630001'

describe('choosing the platform', () => {
  const realUa = navigator.userAgent
  const setUa = (value: string) =>
    Object.defineProperty(navigator, 'userAgent', { value, configurable: true })
  beforeEach(() => setPlatform(undefined))
  afterEach(() => {
    setUa(realUa)
    setPlatform(undefined)
    resetBridgeForTests()
  })

  it('is ready at once in a browser, with the web platform', async () => {
    await platformReady()
    expect(getPlatform().name).toBe('web')
  })

  it("inside the app, refuses a use before the app's platform has loaded, and gives it after", async () => {
    setUa(APP_UA)
    expect(() => getPlatform()).toThrow(/platformReady/)
    await platformReady()
    expect(getPlatform().name).toBe('app')
  })
})
