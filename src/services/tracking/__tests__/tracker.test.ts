import { createTracker } from '../tracker'
import { TrackerNotInstalledError } from '../errors'
import { encodePreviousPage } from '../previous-page'
import type { PageRef, TrackingContext, TrackingEvent } from '../types'

const context = { app_id: 'a', session_id: 's' } as TrackingContext
const about: PageRef = { pageKey: 'about', matchedPath: '/about', url: 'http://x/web/about' }
const journey: PageRef = {
  pageKey: 'journeyDetail',
  matchedPath: '/journey/detail/:id',
  url: 'http://x/web/journey/detail/1',
  attributes: { pageAttr: 'p' },
  query: { source: 'share' },
}

function setup(token: string | null = null) {
  let now = 1_700_000_000_000
  const sent: TrackingEvent[] = []
  const store = { token }
  let ids = 0
  const tracker = createTracker({
    send: (event) => sent.push(event),
    context: () => context,
    now: () => now,
    newId: () => `id${++ids}`,
    previousPage: { read: () => store.token, write: (t) => (store.token = t) },
    common: () => ({ isApp: false }),
  })
  return { tracker, sent, store, advance: (ms: number) => (now += ms), now: () => now }
}

describe('the tracker', () => {
  it('throws the install-before-push error text', () => {
    const { tracker } = setup()
    expect(() => tracker.push({ kind: 'click', eventKey: 'x' })).toThrow(TrackerNotInstalledError)
    expect(() => tracker.push({ kind: 'click', eventKey: 'x' })).toThrow(
      'please check if the plugin is installed successfully',
    )
  })

  it('buffers events until the first route, then flushes them after the page view', () => {
    const { tracker, sent } = setup()
    tracker.install()
    tracker.push({ kind: 'impression', eventKey: 'banner' })
    expect(sent).toHaveLength(0)
    tracker.enter(about)
    expect(sent.map((e) => [e.kind, e.event_key, e.event_info.page_key])).toEqual([
      ['page_view', 'page_view', 'about'],
      ['impression', 'banner', 'about'],
    ])
    expect(sent[1].action).toBe('impression')
  })

  it('builds the event info and snake_case attributes of section 3', () => {
    const { tracker, sent, now } = setup()
    tracker.install()
    tracker.enter(journey)
    tracker.push({ kind: 'click', eventKey: 'open_map', moduleKey: 'header', attributes: { poiId: 3 } })
    const click = sent[1]
    expect(click).toEqual({
      kind: 'click',
      action: 'click',
      event_key: 'open_map',
      module_key: 'header',
      attributes: { is_app: false, source: 'share', page_attr: 'p', poi_id: 3 },
      event_info: {
        event_seq: 2,
        event_id: 'id2',
        event_time: now(),
        page_key: 'journeyDetail',
        route_matched_path: '/journey/detail/:id',
        url: 'http://x/web/journey/detail/1',
      },
      context,
    })
  })

  it('drops events without an event key', () => {
    const { tracker, sent } = setup()
    tracker.install()
    tracker.enter(about)
    tracker.push({ kind: 'click', eventKey: '' })
    expect(sent).toHaveLength(1)
  })

  it('drops events of a page without a page key', () => {
    const { tracker, sent } = setup()
    tracker.install()
    tracker.enter({ ...about, pageKey: '' })
    tracker.push({ kind: 'click', eventKey: 'x' })
    expect(sent).toHaveLength(0)
  })

  it('ends the page with its duration on a route change, and the next page points back at it', () => {
    const { tracker, sent, advance } = setup()
    tracker.install()
    tracker.enter(journey)
    advance(4200)
    tracker.push({ kind: 'click', eventKey: 'to_about', index: 3 })
    advance(100)
    tracker.enter(about)
    const [, , end, view] = sent
    expect(end.kind).toBe('page_end')
    expect(end.duration).toBe(4300)
    expect(end.event_info.page_key).toBe('journeyDetail')
    expect(view.kind).toBe('page_view')
    expect(view.event_info.rp).toBe('journeyDetail')
    expect(view.event_info.rp_index).toBe(3)
  })

  it('uses index 1 when no click led to the navigation within 800 ms', () => {
    const { tracker, sent, advance } = setup()
    tracker.install()
    tracker.enter(journey)
    tracker.push({ kind: 'click', eventKey: 'old', index: 5 })
    advance(800)
    tracker.enter(about)
    expect(sent[sent.length - 1].event_info.rp_index).toBe(1)
  })

  it('reads the previous page of an earlier visit under 12 hours old, not older', () => {
    const fresh = setup(encodePreviousPage({ pageKey: 'map', index: 2 }, 1_700_000_000_000 - 3_600_000))
    fresh.tracker.install()
    fresh.tracker.enter(about)
    expect(fresh.sent[0].event_info).toMatchObject({ rp: 'map', rp_index: 2 })
    const stale = setup(encodePreviousPage({ pageKey: 'map', index: 2 }, 1_700_000_000_000 - 43_200_000))
    stale.tracker.install()
    stale.tracker.enter(about)
    expect(stale.sent[0].event_info.rp).toBeUndefined()
  })

  it('ends on hide and views again on show, once each', () => {
    const { tracker, sent, advance } = setup()
    tracker.install()
    tracker.enter(about)
    advance(1000)
    tracker.leave()
    tracker.leave()
    advance(5000)
    tracker.show()
    tracker.show()
    tracker.enter(about)
    expect(sent.map((e) => [e.kind, e.duration])).toEqual([
      ['page_view', undefined],
      ['page_end', 1000],
      ['page_view', undefined],
    ])
  })

  it('hands out the tracking parameters of the page shown and the click that led away', () => {
    const { tracker, advance } = setup()
    tracker.install()
    expect(tracker.params()).toBeNull()
    tracker.enter(about)
    expect(tracker.params()).toEqual({ pre: 'about', index: 1, info: undefined })
    tracker.push({ kind: 'click', eventKey: 'go', index: 4 })
    expect(tracker.params()).toEqual({ pre: 'about', index: 4, info: 'go' })
    advance(800)
    expect(tracker.params()).toEqual({ pre: 'about', index: 1, info: undefined })
  })
})
