import './text-encoder'
import { BRIDGE_EXAMPLE_ARGS } from '../methods/examples'
import { BRIDGE_METHOD_NAMES } from '../methods/names'
import { checkShape, createShapeChecker, isValidAnswer } from '../schemas/checker'
import { METHOD_SCHEMAS } from '../schemas/methods'
import { createHarness } from './harness'
import type { SimulatedOs } from '../../simulator/types'

describe('the development-only shape checker', () => {
  it('returns one readable issue per problem', () => {
    expect(checkShape('toast', 'args', { message: 1 })).toEqual(['/message must be string'])
    expect(checkShape('showalertV2', 'args', { actions: [{ style: 'loud' }] })).toEqual([
      '/actions/0 must have required properties name',
      '/actions/0/style must match a schema in anyOf',
    ])
  })

  it('accepts a correct shape with no issues', () => {
    expect(checkShape('getItem', 'args', { key: 'k' })).toEqual([])
  })

  it('names a method it has no schema for', () => {
    expect(checkShape('getUserInfoo', 'args', {})).toEqual(['no schema for method getUserInfoo'])
  })

  it('accepts result codes 0 and -1 only (and -10000 in the envelope, which the client handles)', () => {
    const check = (result: number) => isValidAnswer({ result })
    expect([0, -1, -10000, 1, 2].map(check)).toEqual([true, true, true, false, false])
    expect(checkShape('sendClientRequest', 'result', { result: 2, response: null, status: 200 })).toEqual([
      '/result must match a schema in anyOf',
    ])
  })

  it('warns on a bad shape but the call still goes through', async () => {
    const h = createHarness({}, { checkShape: createShapeChecker() })
    await h.client.invoke('setItem', { key: 'k', value: 1 })
    expect(h.sim?.callsOf('setItem')).toHaveLength(1)
    expect(h.warnings).toEqual(['bridge setItem args: /value must be string'])
    h.dispose()
  })

  it('warns on a bad result but still resolves with it', async () => {
    const h = createHarness({ user: { nickname: 'no id' } as never }, { checkShape: createShapeChecker() })
    await expect(h.client.invoke('getUserInfo')).resolves.toEqual({ nickname: 'no id' })
    expect(h.warnings).toEqual(['bridge getUserInfo result: (root) must match a schema in anyOf'])
    h.dispose()
  })
})

describe('every example argument passes its schema', () => {
  it.each(BRIDGE_METHOD_NAMES)('%s', (method) => {
    expect(checkShape(method, 'args', BRIDGE_EXAMPLE_ARGS[method])).toEqual([])
  })

  it('has a schema pair for every method and nothing else', () => {
    expect(Object.keys(METHOD_SCHEMAS).sort()).toEqual([...BRIDGE_METHOD_NAMES].sort())
  })
})

// Per OS and for a current and an old app: the simulator's answers are what the schemas describe.
describe.each<[SimulatedOs, string, number]>([
  ['ios', '6.61.0', 6630001],
  ['android', '6.61.0', 6630001],
  ['harmony', '6.61.0', 6630001],
  ['ios', '5.20.0', 5200000],
  ['android', '5.30.0', 5300000],
])('the simulator as %s %s', (os, version, build) => {
  it.each(BRIDGE_METHOD_NAMES)('answers %s with a result that passes its schema', async (method) => {
    const h = createHarness({ os, version, build }, { checkShape: createShapeChecker() })
    const call = h.client.invoke(method, BRIDGE_EXAMPLE_ARGS[method] as Record<string, unknown>)
    if (method === 'applePayClient' && os !== 'ios') {
      // The one method a platform refuses: native answers -1, as Android does.
      await expect(call).rejects.toMatchObject({ code: 'ERR_NATIVE' })
    } else {
      expect(checkShape(method, 'result', await call)).toEqual([])
    }
    expect(isValidAnswer(h.sim?.calls.at(-1)?.answer)).toBe(true)
    expect(h.warnings).toEqual([])
    h.dispose()
  })
})
