import { TRUSTED_PARENT_ORIGINS } from '../constants'
import * as install from '../install'
import { notifyParentOfRoute, startParentFrame } from '../start'

jest.mock('../install', () => {
  const real = jest.requireActual('../install')
  return {
    ...real,
    installParentFrame: jest.fn(real.installParentFrame),
    notifyRouteChange: jest.fn(real.notifyRouteChange),
  }
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the parent-frame code, loaded only inside a frame', () => {
  const realParent = window.parent
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: realParent, configurable: true })
    install.resetParentFrameForTests()
    jest.clearAllMocks()
  })

  it('starts nothing and sends nothing when the page is not framed', async () => {
    startParentFrame()
    notifyParentOfRoute({ pageKey: 'about' }, '/web/about')
    await settle()
    expect(install.installParentFrame).not.toHaveBeenCalled()
    expect(install.notifyRouteChange).not.toHaveBeenCalled()
  })

  it("answers a parent's connect sent before its code arrived, and sends route changes in order", async () => {
    const parent = { postMessage: jest.fn() }
    Object.defineProperty(window, 'parent', { value: parent, configurable: true })
    startParentFrame()
    const replies: unknown[] = []
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'connect' },
        origin: TRUSTED_PARENT_ORIGINS[0],
        source: { postMessage: (message: unknown) => replies.push(message) } as never,
      }),
    )
    notifyParentOfRoute({ pageKey: 'journeyDetail' }, '/web/journey/detail/1')
    notifyParentOfRoute({ pageKey: 'about' }, '/web/about')
    notifyParentOfRoute({ pageKey: 'webTest', isSendToUBA: false }, '/web/webtest')
    expect(replies).toEqual([])
    await settle()
    expect(replies).toEqual([{ type: 'connected', path: window.location.pathname + window.location.search }])
    expect(parent.postMessage.mock.calls).toEqual([
      [
        { type: 'route-change', path: '/web/journey/detail/1', pageKey: 'journeyDetail' },
        TRUSTED_PARENT_ORIGINS[0],
      ],
      [{ type: 'route-change', path: '/web/about', pageKey: 'about' }, TRUSTED_PARENT_ORIGINS[0]],
    ])
  })
})
