import { createCheckRegistry, parseCheckSpec } from '../registry'
import { GUARD_ERROR_CODES, GuardError } from '../errors'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error instanceof GuardError ? error.code : 'other'
  }
  return 'none'
}

describe('check registry', () => {
  it.each([
    ['', GUARD_ERROR_CODES.BAD_NAME],
    ['   ', GUARD_ERROR_CODES.BAD_NAME],
    [undefined, GUARD_ERROR_CODES.BAD_NAME],
    [42, GUARD_ERROR_CODES.BAD_NAME],
  ])('refuses the name %p', (name, code) => {
    const registry = createCheckRegistry()
    expect(codeOf(() => registry.register(name as string, async () => true))).toBe(code)
  })

  it.each([[null], ['yes'], [{}], [42]])('refuses a check that is not a function: %p', (check) => {
    const registry = createCheckRegistry()
    expect(codeOf(() => registry.register('x', check as never))).toBe(GUARD_ERROR_CODES.NOT_A_FUNCTION)
  })

  it('resolves a registered plain check and refuses arguments for it', () => {
    const registry = createCheckRegistry()
    const check = async () => true
    registry.register('plain', check)
    expect(registry.resolve('plain')).toBe(check)
    expect(codeOf(() => registry.resolve('plain', ['a']))).toBe(GUARD_ERROR_CODES.ARG_COUNT)
  })

  it('refuses an unknown check', () => {
    expect(codeOf(() => createCheckRegistry().resolve('nope'))).toBe(GUARD_ERROR_CODES.UNKNOWN)
  })

  it.each([
    [[], GUARD_ERROR_CODES.ARG_COUNT],
    [['a'], GUARD_ERROR_CODES.ARG_COUNT],
    [['a', 'b', 'c'], GUARD_ERROR_CODES.ARG_COUNT],
    [['a', {}], GUARD_ERROR_CODES.ARG_NOT_PLAIN],
    [['a', []], GUARD_ERROR_CODES.ARG_NOT_PLAIN],
    [['a', () => 1], GUARD_ERROR_CODES.ARG_NOT_PLAIN],
    [['a', 2], 'none'],
    [['a', null], 'none'],
    [[true, 'b'], 'none'],
  ])('a factory of two arguments called with %p: %s', (args, code) => {
    const registry = createCheckRegistry()
    registry.registerFactory('hasRole', (role, level) => async () => `${role}:${level}`)
    expect(codeOf(() => registry.resolve('hasRole', args))).toBe(code)
  })

  it('takes an explicit arity over the declared one', () => {
    const registry = createCheckRegistry()
    registry.registerFactory(
      'any',
      (...args) =>
        async () =>
          args.length,
      3,
    )
    expect(codeOf(() => registry.resolve('any', ['1', '2', '3']))).toBe('none')
  })

  it('refuses a factory that does not return a function', () => {
    const registry = createCheckRegistry()
    registry.registerFactory('bad', () => 'no' as never, 0)
    expect(codeOf(() => registry.resolve('bad'))).toBe(GUARD_ERROR_CODES.NOT_A_FUNCTION)
  })

  it.each([
    ['isLogin', { name: 'isLogin', args: [] }],
    ['hasRole:admin', { name: 'hasRole', args: ['admin'] }],
    ['hasRole:admin,2', { name: 'hasRole', args: ['admin', '2'] }],
    ['hasRole:', { name: 'hasRole', args: [] }],
  ])('parses the spec %s', (spec, parsed) => {
    expect(parseCheckSpec(spec)).toEqual(parsed)
  })
})
