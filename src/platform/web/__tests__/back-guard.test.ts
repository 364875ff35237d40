import { createHistoryBackGuard } from '../back-guard'

/** Waits for jsdom's history traversal, which (as in browsers) fires popstate asynchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the history back guard', () => {
  let pageSaw: number
  const onPage = () => {
    pageSaw++
  }

  beforeEach(() => {
    pageSaw = 0
    window.history.replaceState({ idx: 0 }, '', '/web/journey/detail/1')
    // Taro's router listens the same way: a bubbling popstate listener on window.
    window.addEventListener('popstate', onPage)
  })
  afterEach(() => window.removeEventListener('popstate', onPage))

  test('back while held calls the holder, and the page neither moves nor hears of it', async () => {
    const guard = createHistoryBackGuard(window)
    const onBack = jest.fn()
    guard.hold(onBack)
    const length = window.history.length
    window.history.back()
    await settle()
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(pageSaw).toBe(0)
    expect(window.location.pathname).toBe('/web/journey/detail/1')
    expect(window.history.length).toBe(length)
  })

  test('the hold keeps the page state and adds only its mark', async () => {
    const guard = createHistoryBackGuard(window)
    const release = guard.hold(() => undefined)
    expect(window.history.state).toMatchObject({ idx: 0 })
    expect(window.location.pathname).toBe('/web/journey/detail/1')
    release()
    await settle()
  })

  test('a release by the page steps back over its entry silently, and the next back reaches the page', async () => {
    const guard = createHistoryBackGuard(window)
    const onBack = jest.fn()
    const release = guard.hold(onBack)
    release()
    await settle()
    expect(pageSaw).toBe(0)
    expect(window.history.state).toEqual({ idx: 0 })
    window.history.pushState({ idx: 1 }, '', '/web/about')
    window.history.back()
    await settle()
    expect(onBack).not.toHaveBeenCalled()
    expect(pageSaw).toBe(1)
  })

  test('nested holds close one at a time, the newest first', async () => {
    const guard = createHistoryBackGuard(window)
    const order: string[] = []
    guard.hold(() => order.push('sheet'))
    guard.hold(() => order.push('form'))
    window.history.back()
    await settle()
    expect(order).toEqual(['form'])
    window.history.back()
    await settle()
    expect(order).toEqual(['form', 'sheet'])
    expect(pageSaw).toBe(0)
  })

  test('a back from elsewhere (the app) closes the newest hold and tidies its entry', async () => {
    const guard = createHistoryBackGuard(window)
    const onBack = jest.fn()
    guard.hold(onBack)
    expect(guard.takeBack()).toBe(true)
    await settle()
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(pageSaw).toBe(0)
    expect(guard.takeBack()).toBe(false)
  })

  test('releasing twice, or after back closed it, changes nothing', async () => {
    const guard = createHistoryBackGuard(window)
    const release = guard.hold(() => undefined)
    window.history.back()
    await settle()
    release()
    release()
    await settle()
    expect(pageSaw).toBe(0)
  })
})
