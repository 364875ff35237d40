import { afterLoadAndIdle, bufferEarlyErrors, installMonitorLater, START_DELAY_MS } from '../deferred'

describe('installing the monitor after first paint', () => {
  it('does not load the monitor until the schedule says so', async () => {
    let scheduled: (() => void) | undefined
    const installMonitor = jest.fn()
    const load = jest.fn(async () => ({ installMonitor, reportEarlyErrors: jest.fn() }))
    installMonitorLater({}, (start) => (scheduled = start), load)
    expect(load).not.toHaveBeenCalled()
    scheduled?.()
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    expect(installMonitor).toHaveBeenCalledTimes(1)
  })

  it('hands errors raised before the monitor started to it once it starts', async () => {
    let scheduled: (() => void) | undefined
    const reportEarlyErrors = jest.fn()
    installMonitorLater(
      {},
      (start) => (scheduled = start),
      async () => ({ installMonitor: jest.fn(), reportEarlyErrors }),
    )
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom at launch' }))
    scheduled?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const [events] = reportEarlyErrors.mock.calls[0] as [Event[]]
    expect(events.map((e) => (e as ErrorEvent).message)).toEqual(['boom at launch'])
    // Once the monitor listens itself, the buffer no longer keeps anything.
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }))
    expect(events).toHaveLength(1)
  })

  it('never throws when the monitor chunk fails to load', async () => {
    const load = jest.fn(async () => {
      throw new Error('chunk failed')
    })
    expect(() => installMonitorLater({}, (start) => start(), load)).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).toHaveBeenCalled()
  })
})

describe('the early error buffer', () => {
  it.each([
    [3, 5, 3],
    [5, 5, 5],
    [8, 5, 5],
  ])('keeps %i errors up to a limit of %i: %i kept', (raised, limit, kept) => {
    const buffer = bufferEarlyErrors(window, limit)
    for (let i = 0; i < raised; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }))
    buffer.stop()
    expect(buffer.events).toHaveLength(kept)
  })

  it('keeps unhandled rejections too', () => {
    const buffer = bufferEarlyErrors(window)
    const event = new Event('unhandledrejection')
    window.dispatchEvent(event)
    buffer.stop()
    expect(buffer.events).toEqual([event])
  })
})

describe('the default schedule', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('starts the monitor only after the start delay has passed since load', () => {
    // jsdom has finished loading the document, so the delay counts from now.
    const start = jest.fn()
    afterLoadAndIdle(start)
    jest.advanceTimersByTime(START_DELAY_MS - 1)
    expect(start).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
