import { TRUSTED_PARENT_ORIGINS } from '../constants'
import { installParentFrame, notifyRouteChange, resetParentFrameForTests } from '../install'

describe('route changes sent to the parent frame', () => {
  const parent = { postMessage: jest.fn() }
  const realParent = window.parent
  beforeEach(() => {
    parent.postMessage.mockClear()
    Object.defineProperty(window, 'parent', { value: parent, configurable: true })
  })
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: realParent, configurable: true })
    resetParentFrameForTests()
  })

  it('goes to each trusted origin before a parent connects, never to *', () => {
    installParentFrame()
    notifyRouteChange({ pageKey: 'journeyDetail' }, '/web/journey/detail/1')
    const targets = parent.postMessage.mock.calls.map(([, origin]) => origin)
    expect(targets).toEqual([...TRUSTED_PARENT_ORIGINS, window.location.origin])
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'route-change', path: '/web/journey/detail/1', pageKey: 'journeyDetail' },
      TRUSTED_PARENT_ORIGINS[0],
    )
  })

  it('goes only to the parent that connected', () => {
    installParentFrame()
    const source = { postMessage: jest.fn() }
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'connect' },
        origin: TRUSTED_PARENT_ORIGINS[0],
        source: source as never,
      }),
    )
    notifyRouteChange({ pageKey: 'about' }, '/web/about')
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'route-change', path: '/web/about', pageKey: 'about' }, TRUSTED_PARENT_ORIGINS[0]],
    ])
  })

  it('is not sent for routes with isSendToUBA false', () => {
    installParentFrame()
    notifyRouteChange({ pageKey: 'webTest', isSendToUBA: false }, '/web/webtest')
    expect(parent.postMessage).not.toHaveBeenCalled()
  })
})
