import { BridgeError, SchemaError } from '../client/errors'

describe('SchemaError.from gives the codes of SPEC.md section 8', () => {
  it.each([
    [BridgeError.notSupported('pay'), 16000, 'not support invoke'],
    [BridgeError.native('pay', 'declined'), 16001, 'pay: declined'],
    [
      BridgeError.argsNull('toast', 'message should not be undefined or null'),
      17000,
      'message should not be undefined or null',
    ],
    [
      BridgeError.invalidArgs('openLink', 'url should be a string'),
      17000,
      'openLink: url should be a string',
    ],
    [BridgeError.result('pay', 7, 'odd'), 18000, 'pay: odd'],
    [BridgeError.timeout('pay', 100), 18000, 'pay: no answer within 100 ms'],
    [new Error('anything'), 18000, 'anything'],
    ['a string', 18000, 'a string'],
  ])('%s -> %s', (error, code, message) => {
    const schemaError = SchemaError.from(error, 'pay')
    expect(schemaError).toBeInstanceOf(SchemaError)
    expect(schemaError).toMatchObject({ code, message, method: 'pay', name: 'SchemaError' })
  })

  it('passes a SchemaError through unchanged', () => {
    const original = new SchemaError(17000, 'bad', 'pay', ['/a must be string'])
    expect(SchemaError.from(original, 'other')).toBe(original)
  })
})

describe('BridgeError texts', () => {
  it.each([
    [BridgeError.notSupported('getUserInfo'), 'ERR_NOT_SUPPORT', 'not support getUserInfo'],
    [BridgeError.native('getUserInfo', 'no user'), 'ERR_NATIVE', 'getUserInfo: no user'],
    [BridgeError.native('getUserInfo', undefined), 'ERR_NATIVE', 'getUserInfo: failed'],
    [BridgeError.result('getUserInfo', 2), 'ERR_RESULT_2', 'getUserInfo: result 2'],
  ])('%s has code %s', (error, code, message) => {
    expect(error).toMatchObject({ code, message, name: 'BridgeError', method: 'getUserInfo' })
    expect(error).toBeInstanceOf(Error)
  })
})
