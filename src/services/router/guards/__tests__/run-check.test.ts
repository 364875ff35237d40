import { createCheckRegistry } from '../registry'
import { createPermissionCache } from '../permission-state'
import { checkList, runCheck, runChecks } from '../run-check'

function setup() {
  const registry = createCheckRegistry()
  const cache = createPermissionCache()
  return { registry, cache }
}

describe('running checks', () => {
  it.each([
    ['a truthy value grants and keeps it', async () => ({ id: 1 }), { state: true, result: { id: 1 } }],
    ['true grants', async () => true, { state: true, result: true }],
    ['false denies', async () => false, { state: false, reason: 'c denied' }],
    ['null denies', async () => null, { state: false, reason: 'c denied' }],
    [
      'a rejection denies with its message',
      async () => Promise.reject(new Error('boom')),
      { state: false, reason: 'boom' },
    ],
    [
      'a check that is not async denies',
      () => true,
      { state: false, reason: 'check c must return a promise' },
    ],
    [
      'a check that throws denies',
      () => {
        throw new Error('sync')
      },
      { state: false, reason: 'sync' },
    ],
  ])('%s', async (_label, check, expected) => {
    const { registry, cache } = setup()
    registry.register('c', check as never)
    await expect(runCheck('c', registry, cache)).resolves.toEqual(expected)
    expect(cache.get('c')).toEqual(expected)
  })

  it('denies an unknown check instead of letting the page through', async () => {
    const { registry, cache } = setup()
    const outcome = await runCheck('missing', registry, cache)
    expect(outcome.state).toBe(false)
  })

  it('starts at null, caches the result and asks once until reset', async () => {
    const { registry, cache } = setup()
    const check = jest.fn(async () => true)
    registry.register('c', check)
    expect(cache.get('c')).toEqual({ state: null })
    await runCheck('c', registry, cache)
    await runCheck('c', registry, cache)
    expect(check).toHaveBeenCalledTimes(1)
    cache.reset()
    expect(cache.get('c')).toEqual({ state: null })
    await runCheck('c', registry, cache)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('shares a run under way, and a reset drops its late result', async () => {
    const { registry, cache } = setup()
    let finish: (value: boolean) => void = () => undefined
    const check = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)))
    registry.register('slow', check)
    const first = runCheck('slow', registry, cache)
    const second = runCheck('slow', registry, cache)
    expect(check).toHaveBeenCalledTimes(1)
    cache.reset()
    finish(true)
    await Promise.all([first, second])
    expect(cache.get('slow')).toEqual({ state: null })
  })

  it('passes only when every check passes, reporting the first failure in order', async () => {
    const { registry, cache } = setup()
    registry.register('yes', async () => true)
    registry.register('no', async () => false)
    registry.register('never', async () => Promise.reject(new Error('x')))
    await expect(runChecks(['yes'], registry, cache)).resolves.toEqual({ ok: true })
    await expect(runChecks(['yes', 'no', 'never'], registry, cache)).resolves.toEqual({
      ok: false,
      check: 'no',
      reason: 'no denied',
    })
  })

  it.each([
    [undefined, []],
    ['isLogin', ['isLogin']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
  ])('takes one name or a list: %p', (checks, list) => {
    expect(checkList(checks as never)).toEqual(list)
  })
})
