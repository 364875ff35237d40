import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios'
import { BusinessError, ClientError, NETWORK_MESSAGES, ServerError } from '../errors'
import { readCode, readMessage } from '../legacy-fields'
import { toRequestError } from '../to-request-error'

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig
const response = (status: number, data: unknown) => ({ status, data, statusText: '', headers: {}, config })

describe('request error kinds (SPEC.md section 8)', () => {
  it('defaults to message "Error" and code "N/A"', () => {
    const e = new BusinessError(undefined, undefined)
    expect([e.message, e.code, e.kind]).toEqual(['Error', 'N/A', 'business'])
    expect(new ServerError(500, undefined).message).toBe('Error')
  })

  it.each([
    [AxiosError.ECONNABORTED, 'timeout of 10000ms exceeded', 'ECONNABORTED'],
    [AxiosError.ETIMEDOUT, 'timeout', 'ECONNABORTED'],
    [AxiosError.ERR_NETWORK, 'Network Error', 'ENetworkError'],
    ['EUseBridgeV3Error', 'sendClientRequestV3 failed', 'EUseBridgeV3Error'],
    ['EUseBridgeError', 'sendClientRequestV2 failed', 'EUseBridgeError'],
    [AxiosError.ERR_BAD_REQUEST, 'Unsupported protocol ftp:', 'EUnknowHttpError'],
    [AxiosError.ERR_NOT_SUPPORT, 'no suitable adapter', 'EUnknowHttpError'],
  ])('axios code %s becomes a client error %s', (axiosCode, message, code) => {
    const error = toRequestError(new AxiosError(message, axiosCode, config))
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({ kind: 'client', code, message })
  })

  it('an abort is a client ECONNABORTED "Request aborted"', () => {
    expect(toRequestError(new CanceledError(undefined, config))).toMatchObject({
      code: 'ECONNABORTED',
      message: NETWORK_MESSAGES.aborted,
    })
  })

  it('a bridge failure carries its status', () => {
    const error = new AxiosError('x', 'EUseBridgeV3Error', config, null, response(502, undefined))
    expect(toRequestError(error)).toMatchObject({ kind: 'client', code: 'EUseBridgeV3Error', status: 502 })
  })

  it('a status outside 200-299 is a server error with status, code and data', () => {
    const body = { code: 40401, msg: 'no such journey', success: false, data: null }
    const error = toRequestError(
      new AxiosError(
        'Request failed with status code 404',
        'ERR_BAD_REQUEST',
        config,
        null,
        response(404, body),
      ),
    )
    expect(error).toMatchObject({
      kind: 'server',
      status: 404,
      code: 40401,
      message: 'no such journey',
      data: body,
    })
  })

  it('a server error without a body keeps axios message and N/A', () => {
    const error = toRequestError(
      new AxiosError(NETWORK_MESSAGES.status(502), 'ERR_BAD_RESPONSE', config, null, response(502, '')),
    )
    expect(error).toMatchObject({ status: 502, code: 'N/A', message: 'Request failed with status code 502' })
  })

  it('anything else is EUnknowHttpError', () => {
    expect(toRequestError(new Error('boom'))).toMatchObject({ code: 'EUnknowHttpError', message: 'boom' })
    expect(toRequestError('weird')).toMatchObject({ code: 'EUnknowHttpError', message: 'Error' })
  })

  it('the network messages of section 8', () => {
    expect(NETWORK_MESSAGES.timeout(10000)).toBe('timeout of 10000 ms exceeded')
    expect(NETWORK_MESSAGES.status(404)).toBe('Request failed with status code 404')
  })
})

describe('legacy code and message fields', () => {
  it.each([
    [{ code: 1, result: 2 }, 1, []],
    [{ result: 2 }, 2, ['result was deprecated, please use code']],
    [{ error: 'E1' }, 'E1', ['error was deprecated, please use code']],
    [{ error_code: 3 }, 3, ['error_code was deprecated, please use code']],
    [{}, undefined, []],
    ['text', undefined, []],
  ])('code of %j is %j', (body, expected, warnings) => {
    const seen: string[] = []
    expect(readCode(body, (m) => seen.push(m))).toBe(expected)
    expect(seen).toEqual(warnings)
  })

  it.each([
    [{ msg: 'a', message: 'b' }, 'a', []],
    [{ error_message: 'b' }, 'b', ['error_message was deprecated, please use msg']],
    [{ message: 'c' }, 'c', ['message was deprecated, please use msg']],
    [{ error_msg: 'd' }, 'd', ['error_msg was deprecated, please use msg']],
    [null, undefined, []],
  ])('message of %j is %j', (body, expected, warnings) => {
    const seen: string[] = []
    expect(readMessage(body, (m) => seen.push(m))).toBe(expected)
    expect(seen).toEqual(warnings)
  })
})
