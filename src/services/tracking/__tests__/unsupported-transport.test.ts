// The tracker's side of a transport that can never send (the transport itself: src/services/telemetry).
describe('a transport that can never send', () => {
  it('says so, and the tracker then neither stores nor retries', async () => {
    const { setPlatform } = await import('@/platform')
    const { createFakePlatform } = await import('@/platform/fake')
    const { installTracker, resetTrackerForTests, trackPageEnter } = await import('../install')
    jest.useFakeTimers()
    const platform = createFakePlatform()
    setPlatform(platform)
    resetTrackerForTests()
    const send = jest.fn(async () => false)
    installTracker({ transport: { send, supported: () => false } })
    trackPageEnter({ pageKey: 'about', matchedPath: '/about', url: '/pages/about/index' })
    // Long enough for the impression poll (jsdom has no IntersectionObserver) to run out its 120 ticks.
    jest.advanceTimersByTime(610_000)
    expect(send).not.toHaveBeenCalled()
    expect(jest.getTimerCount()).toBe(0)
    expect(await platform.storage.getItem('tracker-outbox')).toBeNull()
    jest.useRealTimers()
    resetTrackerForTests()
  })
})
