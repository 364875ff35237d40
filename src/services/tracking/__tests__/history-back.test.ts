import { listenToHistoryBack, rememberHistoryIndex, SPV_EVENT } from '../history-back'

describe('the back event', () => {
  const pop = (state: unknown) => window.dispatchEvent(new PopStateEvent('popstate', { state }))

  it.each([
    ['a lower history index', { idx: 1 }, { idx: 0 }, true],
    ['a higher history index (forward)', { idx: 1 }, { idx: 2 }, false],
    ['no index at all', null, null, true],
  ])('fires spv with spvType back on %s', (_label, before, after, fires) => {
    window.history.replaceState(before, '')
    const stop = listenToHistoryBack()
    rememberHistoryIndex()
    const heard: unknown[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener(SPV_EVENT, listener)
    pop(after)
    window.removeEventListener(SPV_EVENT, listener)
    stop()
    expect(heard).toEqual(fires ? [{ spvType: 'back' }] : [])
  })
})
