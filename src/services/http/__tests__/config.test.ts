import { validateHttpConfig } from '../config'
import { fillPlaceholders, withoutUsed } from '../url-template'

describe('http configuration (SPEC.md section 5)', () => {
  it.each([
    ['a base URL without a trailing slash', { baseURL: 'https://api.trip.example/api/v1' }],
    ['an empty base URL', { baseURL: '' }],
    ['API entries starting with a slash', { apis: { detail: '/web/journey/detail' } }],
    ['absolute API entries', { apis: { a: 'https://x.trip.example/a', b: 'http://x.trip.example/b' } }],
    ['protocol-relative API entries', { apis: { a: '//cdn.trip.example/a' } }],
    ['mesh API entries', { apis: { a: 'mesh://journey-service/detail' } }],
    ['a plain-object request config', { requestConfig: { headers: { a: '1' } } }],
    ['a null-prototype request config', { requestConfig: Object.create(null) as object }],
  ])('accepts %s', (_name, input) => {
    expect(() => validateHttpConfig(input)).not.toThrow()
  })

  it.each([
    ['a base URL with a trailing slash', { baseURL: '/api/v1/' }, /trailing slash|end with a slash/],
    ['a base URL that is not a string', { baseURL: 42 }, /must be a string/],
    ['an API entry without a leading slash', { apis: { a: 'web/journey' } }, /API "a"/],
    ['an API entry of another scheme', { apis: { a: 'ftp://x/a' } }, /API "a"/],
    ['an API entry that is not a string', { apis: { a: 1 } }, /API "a"/],
    ['an empty API key', { apis: { '': '/a' } }, /API key must not be empty/],
    ['an API list that is an array', { apis: ['/a'] }, /plain object/],
    ['a request config that is a class instance', { requestConfig: new Date() }, /plain object/],
    ['a request config that is an array', { requestConfig: [] }, /plain object/],
    ['a request config that is a string', { requestConfig: 'x' }, /plain object/],
  ])('rejects %s', (_name, input, message) => {
    expect(() => validateHttpConfig(input)).toThrow(message)
  })
})

describe('{placeholder} path segments', () => {
  it.each([
    ['/journey/{id}', { id: 7 }, '/journey/7', []],
    ['/journey/{id}/day/{day}', { id: 7, day: 2 }, '/journey/7/day/2', []],
    ['/poi/{name}', { name: 'a b/c' }, '/poi/a%20b%2Fc', []],
    ['/journey/{id}', {}, '/journey/{id}', ['id']],
    ['/journey/{id}', { id: '' }, '/journey/{id}', ['id']],
    ['/journey/{id}', { id: null }, '/journey/{id}', ['id']],
    ['/journey/{id}/{day}', { id: 1 }, '/journey/1/{day}', ['day']],
    ['/plain', { id: 1 }, '/plain', []],
  ])('fills %s from %j', (url, payload, expected, missing) => {
    const errors: string[] = []
    const { url: filled } = fillPlaceholders(url, payload, (m) => errors.push(m))
    expect(filled).toBe(expected)
    expect(errors).toHaveLength(missing.length)
    missing.forEach((name, i) => expect(errors[i]).toContain(`{${name}}`))
  })

  it('sends the filled fields only in the path', () => {
    const { used } = fillPlaceholders('/journey/{id}', { id: 1, lang: 'en' }, () => undefined)
    expect(withoutUsed({ id: 1, lang: 'en' }, used)).toEqual({ lang: 'en' })
  })
})
