import { listenToErrors, replayErrorEvent } from '../error-listeners'
import { createMonitor } from '../monitor'
import type { MonitorEvent } from '../types'

describe('error listeners', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function setup() {
    const batches: MonitorEvent[][] = []
    const monitor = createMonitor({
      send: (batch) => batches.push(batch),
      now: () => Date.now(),
      url: () => '',
      sessionId: 's',
      sampled: false,
    })
    const stop = listenToErrors(monitor, window)
    const sent = () => {
      monitor.flush()
      return batches.flat()
    }
    return { stop, sent }
  }

  it.each([
    ['script', 'SCRIPT', 'src', '/web/js/missing.js'],
    ['link', 'LINK', 'href', '/web/css/missing.css'],
    ['image', 'IMG', 'src', '/web/img/missing.png'],
  ])('reports a %s that failed to load', (tag, _tagName, attribute, url) => {
    const { stop, sent } = setup()
    const element = document.createElement(tag === 'image' ? 'img' : tag)
    element.setAttribute(attribute, url)
    if (tag === 'link') element.setAttribute('rel', 'stylesheet')
    document.body.appendChild(element)
    element.dispatchEvent(new Event('error'))
    stop()
    const [event] = sent()
    expect(event.type).toBe('resource_error')
    expect(String(event.data.src)).toContain(url)
  })

  it('reports uncaught errors and unhandled rejections, the same error once', () => {
    const { stop, sent } = setup()
    const error = new Error('boom')
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error, filename: 'app.js', lineno: 3 }))
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error, filename: 'app.js', lineno: 3 }))
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown }
    rejection.reason = new Error('nope')
    window.dispatchEvent(rejection)
    stop()
    expect(sent().map((e) => [e.type, e.data.message])).toEqual([
      ['js_error', 'boom'],
      ['unhandled_rejection', 'nope'],
    ])
  })

  it('reports errors kept from before it listened as if it had caught them', () => {
    const batches: MonitorEvent[][] = []
    const monitor = createMonitor({
      send: (batch) => batches.push(batch),
      now: () => Date.now(),
      url: () => '',
      sessionId: 's',
      sampled: false,
    })
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown }
    rejection.reason = new Error('early nope')
    replayErrorEvent(monitor, window, new ErrorEvent('error', { message: 'early boom', filename: 'app.js' }))
    replayErrorEvent(monitor, window, rejection)
    monitor.flush()
    expect(batches.flat().map((e) => [e.type, e.data.message])).toEqual([
      ['js_error', 'early boom'],
      ['unhandled_rejection', 'early nope'],
    ])
  })
})
