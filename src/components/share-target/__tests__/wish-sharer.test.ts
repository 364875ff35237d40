import { parseShareTarget, targetAddress, targetQuery } from '../target'

// Issue 15: a wish's share links carry its sharer, so the wish page can report a friend's open.
describe("a wish's share target", () => {
  test('names the sharer in the share page query and reads it back', () => {
    const target = { kind: 'wish' as const, id: 5, sharer: 9 }
    expect(targetQuery(target)).toEqual({ type: 'wish', id: '5', sharer: '9' })
    expect(parseShareTarget(targetQuery(target))).toEqual({ ok: true, target })
  })

  test('carries the sharer in the link a friend opens', () => {
    expect(targetAddress({ kind: 'wish', id: 5, sharer: 9 }, 'link')).toBe(
      `${window.location.origin}/web/prize?wishId=5&sharer=9&source=share&channel=link`,
    )
  })

  test('without a sharer is the plain wish link, and a malformed sharer is refused', () => {
    expect(parseShareTarget({ type: 'wish', id: '5' })).toEqual({ ok: true, target: { kind: 'wish', id: 5 } })
    expect(parseShareTarget({ type: 'wish', id: '5', sharer: 'x' })).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })
})
