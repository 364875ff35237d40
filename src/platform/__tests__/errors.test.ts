import { PlatformError, PLATFORM_ERROR_CODES, toPlatformError } from '../errors'

describe('toPlatformError', () => {
  it('turns a Taro { errMsg } rejection into a typed error with a code', () => {
    const error = toPlatformError(PLATFORM_ERROR_CODES.NAVIGATION_FAILED, {
      errMsg: 'navigateTo:fail page not found',
    })
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.code).toBe('ERR_NAVIGATION')
    expect(error.message).toBe('navigateTo:fail page not found')
  })

  it('keeps the message of an Error and the text of anything else', () => {
    expect(toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, new Error('boom')).message).toBe('boom')
    expect(toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, 'plain').message).toBe('plain')
  })

  it('passes a PlatformError through unchanged', () => {
    const original = new PlatformError(PLATFORM_ERROR_CODES.NOT_SUPPORTED, 'no')
    expect(toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, original)).toBe(original)
  })
})
