import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { HIGHLIGHT_STYLE_ID } from '../constants'
import { setHighlight } from '../highlight'
import { installParentFrame, notifyRouteChange, resetParentFrameForTests } from '../install'

describe('the parent frame in the page', () => {
  afterEach(() => resetParentFrameForTests())

  it('answers a connect posted from the page itself and goes back on history-back', async () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    installParentFrame()
    const replies: unknown[] = []
    const source = { postMessage: (message: unknown) => replies.push(message) }
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'connect' },
        origin: window.location.origin,
        source: source as never,
      }),
    )
    expect(replies).toEqual([{ type: 'connected', path: window.location.pathname + window.location.search }])
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'history-back' }, origin: window.location.origin }),
    )
    await Promise.resolve()
    expect(platform.calls).toContainEqual({ method: 'back', delta: 1 })
  })

  it('outlines tracked elements while highlighting is on', () => {
    setHighlight(true)
    setHighlight(true)
    expect(document.querySelectorAll(`#${HIGHLIGHT_STYLE_ID}`)).toHaveLength(1)
    setHighlight(false)
    expect(document.getElementById(HIGHLIGHT_STYLE_ID)).toBeNull()
  })

  it('sends nothing when the page is not embedded or the route says not to', () => {
    installParentFrame()
    const spy = jest.spyOn(window.parent, 'postMessage')
    notifyRouteChange({ pageKey: 'about' }, '/web/about')
    notifyRouteChange({ pageKey: 'webTest', isSendToUBA: false }, '/web/webtest')
    expect(spy).not.toHaveBeenCalled()
  })
})
