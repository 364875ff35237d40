import { pageParams } from '../use-current-route'

describe("a page's parameters", () => {
  test.each([
    ['the address as it came', { id: '1', lang: 'en' }, { id: '1', lang: 'en' }],
    ['decoded once', { q: '%E4%B8%9C%E4%BA%AC' }, { q: '东京' }],
    ["without Taro's own", { id: '1', stamp: 'AA', $taroTimestamp: '17' }, { id: '1' }],
    ["a mini-program code's scene opened up", { scene: 'id%3D1%26day%3D2' }, { id: '1', day: '2' }],
    ['the address over the scene', { id: '7', scene: 'id%3D1' }, { id: '7' }],
    ['a scene that carries no parameters kept as it is', { scene: '1011' }, { scene: '1011' }],
    ['no internal parameter smuggled in a scene', { scene: 'stamp%3DX%26id%3D2' }, { id: '2' }],
    ['numbers and other values left out', { id: 1 as unknown as string, ok: 'y' }, { ok: 'y' }],
  ])('%s', (_label, raw, expected) => {
    expect(pageParams(raw)).toEqual(expected)
  })
})
