import { parseShareTarget, targetLocation, targetQuery, type ShareTarget } from '../target'

const TOKEN = '0123456789abcdef0123456789abcdef'

describe('a prize transfer as a share target', () => {
  it.each<[ShareTarget['kind'] | string, 'summer2025' | 'capture' | 'wish', string]>([
    ['summer', 'summer2025', 'summer2025Records'],
    ['capture', 'capture', 'captureGiftShop'],
    ['wish', 'wish', 'prize'],
  ])('a %s prize is accepted on its campaign prize page with the token', (_, campaign, name) => {
    expect(targetLocation({ kind: 'prize', campaign, token: TOKEN })).toEqual({
      name,
      params: {},
      query: { acceptToken: TOKEN },
    })
  })

  it('reads back what targetQuery wrote', () => {
    const target: ShareTarget = { kind: 'prize', campaign: 'capture', token: TOKEN }
    expect(parseShareTarget(targetQuery(target))).toEqual({ ok: true, target })
  })

  it.each([
    ['a short token', 'abc'],
    ['upper-case hex', TOKEN.toUpperCase()],
    ['no token', undefined],
    ['markup', `${TOKEN.slice(0, 30)}<>`],
  ])('refuses %s', (_, token) => {
    expect(parseShareTarget({ type: 'prize', id: 'summer2025', token })).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })

  it('refuses an unknown campaign', () => {
    expect(parseShareTarget({ type: 'prize', id: 'nope', token: TOKEN })).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })
})

describe('a campaign shared by a traveller', () => {
  it('carries the sharer to the campaign page and back', () => {
    const target: ShareTarget = { kind: 'campaign', campaign: 'summer2025', sharer: 12 }
    expect(targetLocation(target).query).toEqual({ sharer: '12' })
    expect(parseShareTarget(targetQuery(target))).toEqual({ ok: true, target })
  })

  it('has no sharer when none is given', () => {
    expect(targetLocation({ kind: 'campaign', campaign: 'wish' }).query).toEqual({})
  })

  it('refuses a sharer that is not an id', () => {
    expect(parseShareTarget({ type: 'campaign', id: 'summer2025', sharer: '-1' })).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })
})
