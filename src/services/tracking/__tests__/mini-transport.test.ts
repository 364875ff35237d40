// Issue 13: in a mini-program, events go out through the platform's collector (Taro.request there),
// carry the mini-program's vendor and host version, and are sent when the app goes to the background.
describe('tracking in a mini-program', () => {
  it("sends batches through the platform's collector, with the vendor and version in the context", async () => {
    const { setPlatform } = await import('@/platform')
    const { createFakePlatform } = await import('@/platform/fake')
    const { installTracker, resetTrackerForTests, trackPageEnter } = await import('../install')
    const { FLUSH_DELAY_MS } = await import('../constants')
    jest.useFakeTimers()
    const platform = createFakePlatform()
    const hideListeners: Array<() => void> = []
    const posts: Array<{ url: string; body: string }> = []
    setPlatform({
      ...platform,
      environment: {
        ...platform.environment,
        describe: () => ({
          ...platform.environment.describe(),
          info: { ...platform.environment.describe().info, os: 'ios' },
        }),
        container: () => ({ name: 'mini:weapp', version: '8.0.47 sdk/3.3.4' }),
        onAppHide(listener) {
          hideListeners.push(listener)
          return () => undefined
        },
      },
      collector: {
        available: true,
        async post(url, _headers, body) {
          posts.push({ url, body })
          return true
        },
      },
    })
    resetTrackerForTests()
    installTracker()
    trackPageEnter({ pageKey: 'about', matchedPath: '/about', url: '/pages/about/index' })
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS + 10)
    expect(posts.length).toBeGreaterThan(0)
    expect(posts[0].url).toBe('/tracker/collect')
    const [event] = JSON.parse(posts[0].body).events
    expect(event.context).toMatchObject({
      container_artifact_name: 'mini:weapp',
      container_artifact_version: '8.0.47 sdk/3.3.4',
      platform: 'iOS',
    })
    const before = posts.length
    expect(hideListeners.length).toBeGreaterThan(0)
    hideListeners.forEach((listener) => listener())
    await jest.advanceTimersByTimeAsync(10)
    // Leaving the page on hide makes a page-end event, which goes out at once.
    expect(posts.length).toBeGreaterThan(before)
    jest.useRealTimers()
    resetTrackerForTests()
    setPlatform(undefined)
  })
})
