import { getABFlag } from '../methods/ab-flag'
import { absoluteUrl, normalizeClientRequest } from '../methods/client-request'
import { mapShareContent, mapUserInfo } from '../methods/deprecated'
import { DEMO_USER } from '../../simulator/profiles'
import { createHarness } from './harness'

describe('deprecated user-info spellings (SPEC.md sections 3 and 8)', () => {
  it.each([
    ['user_id', 'userId', 'u1'],
    ['user_token', 'userToken', 't1'],
    ['session_id', 'sessionId', 's1'],
    ['images', 'image', 'https://x/a.png'],
  ])('maps %s to %s with the deprecation warning', (old, current, value) => {
    const warnings: string[] = []
    const mapped = mapUserInfo({ userId: 'u', nickname: 'n', [old]: value } as never, (m) => warnings.push(m))
    expect(mapped).not.toHaveProperty(old)
    expect(mapped).toHaveProperty(current, old === 'user_id' ? 'u' : value)
    expect(warnings).toEqual([`\`${old}\` was deprecated, please use \`${current}\``])
  })

  it('leaves current spellings alone and says nothing', () => {
    const warnings: string[] = []
    expect(mapUserInfo(DEMO_USER, (m) => warnings.push(m))).toEqual(DEMO_USER)
    expect(warnings).toEqual([])
  })

  it('maps what an app older than 6.0 sends through getUserInfo', async () => {
    const h = createHarness({ version: '5.30.0', build: 5300000 })
    const user = await h.methods.getUserInfo()
    expect(user).toMatchObject({
      userId: DEMO_USER.userId,
      userToken: DEMO_USER.userToken,
      image: DEMO_USER.image,
    })
    expect(user).not.toHaveProperty('user_id')
    expect(h.warnings.filter((w) => w.includes('was deprecated, please use'))).toHaveLength(4)
    h.dispose()
  })
})

describe('deprecated share arguments', () => {
  it('maps friend.cover to friend.image with the warning', () => {
    const warnings: string[] = []
    const args = mapShareContent({ type: 'j', extension: { friend: { cover: 'c.png', title: 't' } } }, (m) =>
      warnings.push(m),
    )
    expect(args.extension?.friend).toEqual({ image: 'c.png', title: 't' })
    expect(warnings).toEqual(['`extension.friend.cover` was deprecated, please use `extension.friend.image`'])
  })

  it('keeps an explicit image over the old cover', () => {
    const args = mapShareContent(
      { type: 'j', extension: { friend: { cover: 'old', image: 'new' } } },
      () => undefined,
    )
    expect(args.extension?.friend).toEqual({ image: 'new' })
  })

  it.each([
    ['{"title":"东京","cover":"c.png"}', { title: '东京', image: 'c.png' }, 2],
    ['一起去东京', { content: '一起去东京' }, 1],
  ])('turns the string form %s into the object form with the warning', (friend, expected, warningCount) => {
    const warnings: string[] = []
    const args = mapShareContent({ type: 'j', extension: { friend } }, (m) => warnings.push(m))
    expect(args.extension?.friend).toEqual(expected)
    expect(warnings[0]).toContain('was deprecated, please use `extension.friend as an object`')
    expect(warnings).toHaveLength(warningCount)
  })

  it('sends the mapped form to native from shareContentV2', async () => {
    const h = createHarness()
    await h.methods.shareContentV2({ type: 'journey', extension: { friend: { cover: 'c.png' } } })
    expect(h.sim?.callsOf('shareContentV2')[0].args).toEqual({
      type: 'journey',
      extension: { friend: { image: 'c.png' } },
    })
    h.dispose()
  })
})

describe('client requests (SPEC.md section 7)', () => {
  const base = 'https://trip.example.com/web/journey/detail/1'
  it.each([
    [undefined, 'application/json'],
    ['text/plain', 'application/json'],
    ['multipart/form-data', 'application/json'],
    ['application/json; charset=utf-8', 'application/json; charset=utf-8'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
  ])('content type %s is sent as %s', (given, sent) => {
    const headers: Record<string, string> = given
      ? { 'content-type': given, 'X-Trace': '1' }
      : { 'X-Trace': '1' }
    const args = normalizeClientRequest({ url: '/a', type: 'POST', headers }, base)
    expect(args.headers).toEqual({ 'X-Trace': '1', 'Content-Type': sent })
  })

  it.each([
    ['/api/v1/user/me/v2', 'https://trip.example.com/api/v1/user/me/v2'],
    ['user/me', 'https://trip.example.com/web/journey/detail/user/me'],
    ['//cdn.example.com/a', 'https://cdn.example.com/a'],
    ['https://other.example.com/x?y=1', 'https://other.example.com/x?y=1'],
  ])('url %s is made absolute as %s', (url, absolute) => {
    expect(absoluteUrl(url, base)).toBe(absolute)
  })

  it('leaves a relative url alone when there is no page location', () => {
    expect(absoluteUrl('/a', undefined)).toBe('/a')
  })

  it('sends the normalised request to native', async () => {
    const h = createHarness()
    await h.methods.sendClientRequestV2({ url: '/api/v1/user/me/v2', type: 'GET' })
    expect(h.sim?.callsOf('sendClientRequestV2')[0].args).toEqual({
      url: `${window.location.origin}/api/v1/user/me/v2`,
      type: 'GET',
      headers: { 'Content-Type': 'application/json' },
    })
    h.dispose()
  })
})

describe('getABFlag reads shequ, then fulishe, then the platform group', () => {
  const user = {
    flags: {
      shequ: { a: 'shequ' },
      fulishe: { a: 'fulishe', b: 'fulishe' },
      ios: { a: 'ios', b: 'ios', c: 'ios', off: false },
    },
  }
  it.each([
    ['a', 'ios', 'shequ'],
    ['b', 'ios', 'fulishe'],
    ['c', 'ios', 'ios'],
    ['off', 'ios', false],
    ['c', 'android', undefined],
    ['c', undefined, undefined],
    ['missing', 'ios', undefined],
  ])('flag %s with group %s is %s', (name, group, value) => {
    expect(getABFlag(user, name, group)).toBe(value)
  })

  it('is undefined without user info or flags', () => {
    expect(getABFlag(null, 'a', 'ios')).toBeUndefined()
    expect(getABFlag({}, 'a', 'ios')).toBeUndefined()
  })
})
