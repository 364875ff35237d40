import { createAppBackGuard } from '../back-guard'
import type { BridgePort } from '../bridge-port'
import type { HistoryBackGuard } from '../../web/back-guard'

function fakeBridge() {
  const listeners = new Map<string, () => void>()
  const port = {
    methods: {},
    on: (event: string, listener: () => void) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  } as unknown as BridgePort
  return { port, emit: (event: string) => listeners.get(event)?.() }
}

describe('the app back guard', () => {
  test("the app's naviBack closes what holds back", () => {
    const bridge = fakeBridge()
    const history: HistoryBackGuard = { hold: jest.fn(() => () => undefined), takeBack: jest.fn(() => true) }
    const guard = createAppBackGuard(bridge.port, history)
    const onBack = jest.fn()
    guard.hold(onBack)
    bridge.emit('naviBack')
    expect(history.hold).toHaveBeenCalledWith(onBack)
    expect(history.takeBack).toHaveBeenCalledTimes(1)
  })

  test('listens to naviBack once however many holds there are', () => {
    const bridge = fakeBridge()
    const on = jest.spyOn(bridge.port, 'on')
    const history: HistoryBackGuard = { hold: () => () => undefined, takeBack: () => false }
    const guard = createAppBackGuard(bridge.port, history)
    guard.hold(() => undefined)
    guard.hold(() => undefined)
    expect(on).toHaveBeenCalledTimes(1)
  })
})
