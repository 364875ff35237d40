/**
 * @jest-environment-options {"url": "https://trip.example/web/journey/detail/1"}
 */
import type * as Install from '../install'

jest.mock('../vitals', () => ({ observeVitals: jest.fn() }))

/** A fresh install module (it keeps one monitor per page), with Math.random answering `random`. */
function install(random: number) {
  jest.spyOn(Math, 'random').mockReturnValue(random)
  let loaded!: typeof Install
  let vitals!: jest.Mock
  jest.isolateModules(() => {
    loaded = require('../install')
    vitals = require('../vitals').observeVitals
  })
  const monitor = loaded.installMonitor({ transport: { send: jest.fn(async () => true) } })
  return { monitor, vitals }
}

describe('web-vitals on a production address', () => {
  afterEach(() => jest.restoreAllMocks())

  it('are observed in a sampled session (1 in 100)', () => {
    const { monitor, vitals } = install(0.005)
    expect(monitor?.sampled).toBe(true)
    expect(vitals).toHaveBeenCalledTimes(1)
  })

  it('are never loaded in an unsampled one, whose errors are still reported', () => {
    const { monitor, vitals } = install(0.5)
    expect(monitor?.sampled).toBe(false)
    expect(vitals).not.toHaveBeenCalled()
  })
})
