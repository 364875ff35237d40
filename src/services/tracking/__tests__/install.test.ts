import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { trackingQuery } from '@/services/router/tracking-params'
import type { Transport } from '@/services/telemetry/transport'
import {
  getTracker,
  installTracker,
  recentTrackingEvents,
  resetTrackerForTests,
  track,
  trackPageEnter,
} from '../install'
import { TrackerNotInstalledError } from '../errors'

describe('installing the tracker', () => {
  beforeEach(() => {
    resetTrackerForTests()
    setPlatform(createFakePlatform())
  })

  it('getTracker throws before install; the safe helpers never do', () => {
    expect(() => getTracker()).toThrow(TrackerNotInstalledError)
    expect(() => track({ kind: 'click', eventKey: 'x' })).not.toThrow()
  })

  it('installs once, provides the tracking parameters and sends through its transport', async () => {
    jest.useFakeTimers()
    const bodies: string[] = []
    const transport: Transport = {
      send: async (body) => {
        bodies.push(body)
        return true
      },
    }
    const tracker = installTracker({ transport, environment: 'test' })
    expect(installTracker()).toBe(tracker)
    trackPageEnter({ pageKey: 'about', matchedPath: '/about', url: 'http://x/web/about' })
    track({ kind: 'click', eventKey: 'go', index: 2 })
    expect(trackingQuery()).toEqual({ uba_pre: 'about', uba_index: 2, ubaTrackerInfo: 'go' })
    expect(recentTrackingEvents.list().map((e) => e.kind)).toEqual(['page_view', 'click'])
    jest.advanceTimersByTime(1000)
    jest.useRealTimers()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const sent = JSON.parse(bodies[0]) as {
      events: Array<{ kind: string; context: { environment: string } }>
    }
    expect(sent.events.map((e) => e.kind)).toEqual(['page_view', 'click'])
    expect(sent.events[0].context.environment).toBe('test')
  })
})
